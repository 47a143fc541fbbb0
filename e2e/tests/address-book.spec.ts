import { expect, test, type Page } from '../support/test';
import { signInAsDemo, useLanguage } from '../support/shop';

// Seeded: the demo member has two addresses (the default in Shanghai) and two invoice headers (the
// default one an enterprise's); goods 19 has one SKU, so "Buy now" goes straight to checkout.

/** Buys goods 19 at once and answers the confirm page's address section. */
async function checkoutGoods19(page: Page) {
  await page.goto('/home/goods/view?id=19');
  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(page).toHaveURL(/\/home\/cart\/confirm\?type=buy&sku_id=\d+&quantity=1/);
}

test.describe('address book and invoice headers', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'en-us'));

  test('an address picked with the region picker is offered at checkout and kept by the order', async ({ page, request }) => {
    await signInAsDemo(page, request);
    await page.goto('/home/ucenter/address/index');
    await expect(page.getByRole('heading', { level: 1, name: 'My addresses' })).toBeVisible();
    await page.getByRole('button', { name: 'Add address' }).click();
    const form = page.getByRole('form', { name: 'New address' });
    await form.getByLabel('Recipient').fill('王芳');
    await form.getByLabel('Mobile phone').fill('13911113333');
    await form.getByRole('combobox', { name: 'Province' }).selectOption({ label: '浙江省' });
    await form.getByRole('combobox', { name: 'City' }).selectOption({ label: '杭州市' });
    await form.getByRole('combobox', { name: 'District' }).selectOption({ label: '西湖区' });
    await form.getByLabel('Street address').fill('文三路90号');
    await form.getByLabel('Postcode (optional)').fill('310012');
    await form.getByRole('button', { name: 'Save address' }).click();
    const card = page.getByRole('listitem', { name: '王芳' });
    await expect(card).toContainText('China 浙江省 杭州市 西湖区 文三路90号');

    // The picker reopens where the address was.
    await page.reload();
    await page.getByRole('button', { name: 'Edit the address of 王芳' }).click();
    await expect(page.getByRole('combobox', { name: 'District' })).toHaveValue('330106');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await checkoutGoods19(page);
    await expect(page.getByRole('link', { name: 'Manage addresses' })).toHaveAttribute('href', '/home/ucenter/address/index');
    await page.getByRole('radio', { name: '王芳, 浙江省 杭州市 西湖区 文三路90号' }).check();
    await page.getByRole('button', { name: 'Submit order' }).click();
    await expect(page).toHaveURL(/\/home\/cart\/cashier\?order_id=\d+/);
    const orderId = new URL(page.url()).searchParams.get('order_id');

    await page.goto(`/home/ucenter/order/detail?id=${orderId}`);
    const recipient = page.getByRole('region', { name: 'Recipient' });
    await expect(recipient).toContainText('王芳');
    await expect(recipient).toContainText('China 浙江省 杭州市 西湖区 文三路90号 310012');
  });

  test('an invoice header saved in the invoice box is offered at checkout, and the order lists under invoiced orders', async ({ page, request }) => {
    await signInAsDemo(page, request);
    await page.goto('/home/ucenter/invoice/index');
    await page.getByRole('button', { name: 'Add invoice header' }).click();
    const form = page.getByRole('form', { name: 'New invoice header' });
    await form.getByRole('radio', { name: 'Enterprise' }).check();
    await form.getByLabel('Invoice header').fill('Blue Sky Trading Co');
    await form.getByLabel('Tax number').fill('12-34');
    await form.getByLabel('Phone').fill('12345');
    await form.getByLabel('Receiving email').fill('tax@bluesky.cn');
    await form.getByRole('button', { name: 'Save header' }).click();
    await expect(form.getByText('Tax number is not valid')).toBeVisible();
    await expect(form.getByText('The invoice phone number is incorrect')).toBeVisible();
    await form.getByLabel('Tax number').fill('91330106MA2B0XYZ1K');
    await form.getByLabel('Phone').fill('13911114444');
    await form.getByRole('checkbox', { name: 'Use as my default header' }).check();
    await form.getByRole('button', { name: 'Save header' }).click();
    const saved = page.getByRole('listitem', { name: 'Blue Sky Trading Co' });
    await expect(saved).toContainText('Default');
    await expect(page.getByRole('list', { name: 'Saved invoice headers' }).getByRole('listitem').first()).toHaveAccessibleName('Blue Sky Trading Co');

    await checkoutGoods19(page);
    await page.getByRole('radio', { name: 'Invoice', exact: true }).check();
    await expect(page.getByRole('radio', { name: 'Blue Sky Trading Co' })).toBeChecked();
    await page.getByRole('button', { name: 'Submit order' }).click();
    await expect(page).toHaveURL(/\/home\/cart\/cashier\?order_id=\d+/);
    const orderId = new URL(page.url()).searchParams.get('order_id');

    await page.goto('/home/ucenter/invoice/index?tab=orders');
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: /^\d+$/ }) }).first();
    await expect(row).toContainText('Blue Sky Trading Co');
    await expect(row).toContainText('To be issued');
    await row.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/home/ucenter/order/detail\\?id=${orderId}$`));
    await expect(page.getByRole('region', { name: 'Invoice' })).toContainText('91330106MA2B0XYZ1K');
  });
});
