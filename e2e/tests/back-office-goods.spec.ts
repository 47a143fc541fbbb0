import { expect, test } from '../support/test';
import { signInStaffAs, useLanguage } from '../support/shop';

// Seeded: the back-office users operator (goods.edit, category.edit) and designer (goods.view,
// category.view), password `<name>1234`; goods 45 "Cast iron skillet" (铸铁煎锅) with two options,
// on the shelf, used by no other spec.

const GOODS_LIST = '/home/admin/goods/index';
const SKILLET = 45;

test.describe('back-office goods', () => {
  test('an operator changes an option’s price and stock, takes the product off the shelf, and the shop follows', async ({ page, request }) => {
    await useLanguage(page, 'en-us');
    await signInStaffAs(page, request, 'operator');
    await page.goto(`${GOODS_LIST}?keyword=skillet`);
    await expect(page.getByRole('heading', { level: 1, name: 'Goods list' })).toBeVisible();
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Cast iron skillet' }) });
    await expect(row).toContainText('¥');

    await page.getByRole('link', { name: 'Edit Cast iron skillet' }).click();
    await expect(page).toHaveURL(new RegExp(`/home/admin/goods/edit\\?id=${SKILLET}$`));
    const options = page.getByRole('table', { name: 'Options' });
    const price = options.getByRole('textbox', { name: /^Price of / }).first();
    const stock = options.getByRole('spinbutton', { name: /^Stock of / }).first();
    await price.fill('12.34');
    await stock.fill('77');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Goods saved')).toBeVisible();
    await expect(stock).toHaveValue('77');

    await page.goto(`/home/goods/view?id=${SKILLET}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Cast iron skillet' })).toBeVisible();
    await expect(page.getByText('12.34').first()).toBeVisible();

    await page.goto(`${GOODS_LIST}?keyword=skillet`);
    await page.getByRole('switch', { name: 'Take Cast iron skillet off the shelf' }).click();
    await expect(page.getByText('Shelf status saved')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Put Cast iron skillet on the shelf' })).toHaveAttribute('aria-checked', 'false');
    await expect(row).toContainText('Off shelf');

    await page.goto('/home/search/index?q=skillet');
    await expect(page.getByText('No goods match these filters.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cast iron skillet' })).toHaveCount(0);
    await page.goto(`/home/goods/view?id=${SKILLET}`);
    await expect(page).toHaveURL(/\/home\/public\/404$/);
  });

  test('a designer sees the goods in Chinese without a way to change them', async ({ page, request }) => {
    await useLanguage(page, 'zh-cn');
    await signInStaffAs(page, request, 'designer');
    await page.goto(GOODS_LIST);
    await expect(page.getByRole('heading', { level: 1, name: '商品列表' })).toBeVisible();
    await expect(page.getByRole('table', { name: '商品列表' }).getByRole('row').nth(1)).toContainText('¥');
    await expect(page.getByRole('switch')).toHaveCount(0);
    await expect(page.getByRole('link', { name: '新增商品' })).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: /选择/ })).toHaveCount(0);

    await page.getByRole('link', { name: /^查看/ }).first().click();
    await expect(page.getByText('您可以查看此商品，但无权修改。')).toBeVisible();
    await expect(page.getByRole('table', { name: '规格' }).getByRole('spinbutton').first()).toBeDisabled();
    await expect(page.getByRole('button', { name: '保存' })).toHaveCount(0);
  });
});
