import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { jsonOf, type Envelope } from '../support/json';
import { apiToken, signInAsDemo, staffToken, useLanguage } from '../support/shop';

// Seeded: goods 19 has a single SKU; the demo member has money in the wallet; the demo operator
// (a back-office user) approves requests through the back-office call.

/** A tiny PNG, as a phone photo would be picked. */
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** The stock the product page shows for a single-SKU goods. */
async function shownStock(page: Page): Promise<number> {
  await page.goto('/home/goods/view?id=19');
  const stock = page.getByText(/^\d+ in stock$/);
  await expect(stock).toBeVisible();
  return Number((await stock.textContent())!.match(/\d+/)![0]);
}

/** The balance the member centre shows. */
async function shownBalance(page: Page): Promise<number> {
  await page.goto('/home/ucenter/index');
  const balance = page.getByText('Balance', { exact: true }).locator('..');
  await expect(balance).toContainText(/\d+\.\d{2}/);
  return Number((await balance.textContent())!.match(/(\d+\.\d{2})/)![1]);
}

async function buyWithWallet(page: Page): Promise<string> {
  await page.goto('/home/goods/view?id=19');
  await page.getByRole('button', { name: 'Buy now' }).click();
  await page.getByRole('radio', { name: 'Store pickup' }).check();
  await page.getByRole('radiogroup', { name: 'Pickup store' }).getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Submit order' }).click();
  await expect(page).toHaveURL(/\/home\/cart\/cashier\?order_id=\d+/);
  const orderId = new URL(page.url()).searchParams.get('order_id')!;
  await page.getByRole('radio', { name: /Wallet balance/ }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.getByRole('alertdialog', { name: 'Pay from your wallet?' }).getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  return orderId;
}

/** The back office approves the order's open request through its call. */
async function approveAsBackOffice(request: APIRequestContext, orderId: string) {
  const member = await apiToken(request, 'demo', 'demo1234');
  const requests = await jsonOf<Envelope<{ list: Array<{ id: number; status: string }> }>>(
    await request.get(`/homeapi/refund/index?order_id=${orderId}`, { headers: { Authorization: `Bearer ${member}` } }),
  );
  const open = requests.data.list.find((item) => item.status === 'pending')!;
  const admin = await staffToken(request, 'operator');
  const approved = await jsonOf<Envelope<{ status: string }>>(
    await request.post('/homeapi/admin/refund/approve', { headers: { Authorization: `Bearer ${admin}` }, data: { id: open.id, note: 'Refunded in full' } }),
  );
  expect(approved.data.status).toBe('approved');
}

test.describe('after-sales', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'en-us'));

  test('a member refunds a paid order; once approved the money is back in the wallet and the stock on the product', async ({ page, request }) => {
    await signInAsDemo(page, request);
    // A normal flow asks nothing the server refuses (the amount preview once a request exists was a 409).
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) refused.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    });
    const stockBefore = await shownStock(page);
    const balanceBefore = await shownBalance(page);
    const orderId = await buyWithWallet(page);
    expect(await shownStock(page)).toBe(stockBefore - 1);
    const balancePaid = await shownBalance(page);
    expect(balancePaid).toBeLessThan(balanceBefore);

    await page.goto(`/home/ucenter/order/detail?id=${orderId}`);
    await page.getByRole('link', { name: 'Apply for refund' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/home/ucenter/order/refund\\?order_id=${orderId}$`));
    const form = page.getByRole('form', { name: 'Refund request' });
    await expect(form.getByRole('checkbox', { name: /^Refund / })).toBeChecked();
    const paidBack = (balanceBefore - balancePaid).toFixed(2);
    await expect(form).toContainText(`Refund amount¥${paidBack}`);

    await form.getByRole('button', { name: 'Submit request' }).click();
    await expect(form.getByText('Please choose a refund reason')).toBeVisible();
    await expect(form.getByRole('combobox', { name: 'Reason' })).toBeFocused();
    await form.getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'No longer needed' });
    await form.getByRole('textbox', { name: 'Description (optional)' }).fill('Bought twice by mistake');
    await form.getByLabel('Add photo').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PHOTO });
    await expect(form.getByRole('img', { name: 'Photo 1' })).toBeVisible();
    await form.getByRole('button', { name: 'Submit request' }).click();

    await expect(page).toHaveURL(/\/home\/ucenter\/order\/refund$/);
    const card = page.getByRole('article').filter({ hasText: 'Bought twice by mistake' });
    await expect(card).toContainText('Under review');
    await expect(card.getByRole('list', { name: 'Request progress' })).toBeVisible();

    // An open request holds the order in the refund tab.
    await page.goto('/home/ucenter/order/index?status=refund');
    await expect(page.getByRole('article', { name: new RegExp(`Order \\d*${orderId.padStart(6, '0')}$`) }).getByRole('link', { name: 'After-sales details' })).toBeVisible();

    await approveAsBackOffice(request, orderId);
    await page.goto('/home/ucenter/order/refund');
    await expect(card).toContainText('Refunded');
    await expect(card).toContainText('Paid back to your wallet');
    await expect(card).toContainText('Refunded in full');

    expect((await shownBalance(page)).toFixed(2)).toBe(balanceBefore.toFixed(2));
    expect(await shownStock(page)).toBe(stockBefore);

    await page.goto(`/home/ucenter/order/detail?id=${orderId}`);
    const afterSales = page.getByRole('region', { name: 'After-sales' });
    await expect(afterSales).toContainText('Refunded');
    await expect(afterSales).toContainText(`¥${paidBack}`);
    expect(refused).toEqual([]);
  });
});
