import { PNG } from 'pngjs';
import { expect, test, type Page } from '../support/test';
import { payFromWalletAtCashier, signInAsDemo, signInStaffAs, useLanguage } from '../support/shop';

// Seeded: the back-office user operator (goods.edit, category.edit), the demo member with a wallet
// balance, category 9 Smartphones under 1 Phones & digital. The linen shirt is made here, in the back
// office, as an operator would: nothing of it is seeded.

/** A solid-colour PNG: each upload has its own content (the server files pictures by their content). */
function solidPng([r, g, b]: [number, number, number], size = 48): Buffer {
  const png = new PNG({ width: size, height: size });
  for (let at = 0; at < png.data.length; at += 4) png.data.set([r, g, b, 255], at);
  return PNG.sync.write(png);
}

const picture = (name: string, colour: [number, number, number], size?: number) => ({ name: `${name}.png`, mimeType: 'image/png', buffer: solidPng(colour, size) });

/** Adds a spec group with its values in both languages, as an operator types them. */
async function addGroup(page: Page, n: number, names: [string, string], values: [string, string][]) {
  await page.getByRole('button', { name: 'Add a spec group' }).click();
  await page.getByRole('textbox', { name: `Chinese name of group ${n}` }).fill(names[0]);
  await page.getByRole('textbox', { name: `English name of group ${n}` }).fill(names[1]);
  for (const [at, [zh, en]] of values.entries()) {
    if (at > 0) await page.getByRole('button', { name: `Add a value to ${names[1]}` }).click();
    await page.getByRole('textbox', { name: `Chinese value ${at + 1} of ${names[1]}` }).fill(zh);
    await page.getByRole('textbox', { name: `English value ${at + 1} of ${names[1]}` }).fill(en);
  }
}

test.describe('goods with options', () => {
  test('an operator creates a linen shirt in two colours and four sizes, and a shopper buys blue / L', async ({ page, request }) => {
    test.setTimeout(120_000);
    await useLanguage(page, 'en-us');
    await signInStaffAs(page, request, 'operator');
    await page.goto('/home/admin/goods/edit');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('textbox', { name: 'Chinese name', exact: true }).fill('亚麻衬衫');
    await page.getByRole('textbox', { name: 'English name', exact: true }).fill('Linen shirt');
    await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Smartphones' });
    const gallery = page.getByRole('group', { name: 'Pictures' });
    await gallery.getByLabel('Add picture').setInputFiles([picture('front', [205, 192, 170], 200), picture('back', [190, 178, 160], 200)]);
    await expect(gallery.getByRole('img')).toHaveCount(2);
    await gallery.getByRole('button', { name: 'Move picture 2 earlier' }).click();

    await addGroup(page, 1, ['颜色', 'Colour'], [
      ['白色', 'white'],
      ['蓝色', 'blue'],
    ]);
    await page.getByLabel('Upload Swatch of white').setInputFiles(picture('white', [250, 250, 244]));
    await page.getByLabel('Upload Swatch of blue').setInputFiles(picture('blue', [40, 80, 170]));
    await expect(page.getByRole('img', { name: 'Swatch of blue' })).toBeVisible();
    await addGroup(page, 2, ['尺码', 'Size'], [
      ['S', 'S'],
      ['M', 'M'],
      ['L', 'L'],
      ['XL', 'XL'],
    ]);
    const skus = page.getByRole('table', { name: 'Options' });
    await expect(skus.getByRole('row')).toHaveCount(9);

    await page.getByRole('textbox', { name: 'Price to set', exact: true }).fill('199');
    await page.getByRole('textbox', { name: 'Market price to set' }).fill('299');
    await page.getByRole('spinbutton', { name: 'Stock to set' }).fill('10');
    await page.getByRole('button', { name: 'Apply to 8 SKUs' }).click();
    await expect(skus.getByRole('spinbutton', { name: 'Stock of Colour: white, Size: XL' })).toHaveValue('10');
    await skus.getByRole('textbox', { name: 'Price of Colour: blue, Size: L', exact: true }).fill('219');
    await skus.getByRole('textbox', { name: 'Code of Colour: blue, Size: L' }).fill('LS-BLUE-L');

    await page.getByLabel('Insert a picture into the English description').setInputFiles(picture('detail', [120, 140, 160], 120));
    await expect(page.getByRole('textbox', { name: 'English description' })).toHaveValue(/<img src="[^"]+" alt="">/);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Goods saved')).toBeVisible();
    await expect(page).toHaveURL(/\/home\/admin\/goods\/edit\?id=\d+$/);
    const goodsId = Number(new URL(page.url()).searchParams.get('id'));
    await expect(skus.getByRole('textbox', { name: 'Code of Colour: blue, Size: L' })).toHaveValue('LS-BLUE-L');

    await page.goto('/home/admin/goods/index?keyword=Linen%20shirt');
    await page.getByRole('switch', { name: 'Put Linen shirt on the shelf' }).click();
    await expect(page.getByText('Shelf status saved')).toBeVisible();

    await signInAsDemo(page, request);
    await page.goto(`/home/goods/view?id=${goodsId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Linen shirt' })).toBeVisible();
    const colour = page.getByRole('group', { name: 'Colour' });
    await expect(colour.getByRole('button', { name: 'blue', exact: true }).locator('img')).toBeVisible();
    await colour.getByRole('button', { name: 'blue', exact: true }).click();
    await page.getByRole('group', { name: 'Size' }).getByRole('button', { name: 'L', exact: true }).click();
    await expect(page.getByText('219.00').first()).toBeVisible();
    await page.getByRole('button', { name: 'Buy now' }).click();
    await expect(page).toHaveURL(/\/home\/cart\/confirm\?type=buy/);
    await expect(page.getByText(/Colour: blue, Size: L/).first()).toBeVisible();
    await page.getByRole('radio', { name: 'Express delivery' }).check();
    await page.getByRole('button', { name: 'Submit order' }).click();
    await payFromWalletAtCashier(page);
    const orderId = new URL(page.url()).searchParams.get('order_id');
    await page.goto(`/home/ucenter/order/detail?id=${orderId}`);
    await expect(page.getByText('Linen shirt').first()).toBeVisible();
    await expect(page.getByText(/Colour: blue, Size: L/).first()).toBeVisible();
  });

  test('an operator hides a category in Chinese, and the shop’s menu leaves it out', async ({ page, request }) => {
    await useLanguage(page, 'zh-cn');
    await signInStaffAs(page, request, 'operator');
    await page.goto('/home/admin/goods/category');
    await page.getByRole('button', { name: '编辑平板电脑' }).click();
    const dialog = page.getByRole('dialog', { name: '编辑平板电脑' });
    await dialog.getByRole('checkbox', { name: '在商城中隐藏' }).check();
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('分类已保存')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: '平板电脑' })).toContainText('已隐藏');

    const shopMenu = page.getByRole('navigation', { name: '商品分类' });
    await page.goto('/home/goods/index?category_id=1');
    await expect(shopMenu.getByRole('link', { name: '智能手机' })).toBeVisible();
    await expect(shopMenu.getByRole('link', { name: '平板电脑' })).toHaveCount(0);

    // Shown again, the shop lists it again (and the other specs find the tree as seeded).
    await page.goto('/home/admin/goods/category');
    await page.getByRole('button', { name: '编辑平板电脑' }).click();
    await dialog.getByRole('checkbox', { name: '在商城中隐藏' }).uncheck();
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('分类已保存')).toBeVisible();
    await page.goto('/home/goods/index?category_id=1');
    await expect(shopMenu.getByRole('link', { name: '平板电脑' })).toBeVisible();
  });
});
