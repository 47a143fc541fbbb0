import type { Locator } from '@playwright/test';
import { decodeQr } from '../support/decode-qr';
import { expect, test, type Page } from '../support/test';
import { jsonOf, type Envelope } from '../support/json';
import { signInAsDemo, signInAsNewMember, useLanguage } from '../support/shop';

// Seeded: the demo member has a wallet with a balance, a money log of top-ups and order payments,
// and a points log; goods 7 is a cheap mug with stock; the sandbox gateway is on (test mode).

const yuanOf = async (locator: Locator) => Number(((await locator.textContent()) ?? '').replace(/[^\d.]/g, '').replace(/^(\d+\.\d\d).*$/, '$1'));

async function balanceShown(page: Page): Promise<number> {
  const balance = page.getByTestId('wallet-balance');
  await expect(balance).toContainText('¥');
  return yuanOf(balance);
}

test.describe('wallet', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'en-us'));

  test('top up through the gateway: scan or open the pay link, pay, see balance and log move', async ({ page, request }) => {
    await signInAsDemo(page, request);
    await page.goto('/home/ucenter/wallet/index');
    await expect(page.getByRole('heading', { level: 1, name: 'My wallet' })).toBeVisible();
    const before = await balanceShown(page);
    const moneyLog = page.getByRole('region', { name: 'Balance log' });
    await expect(moneyLog.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Points log' }).getByText('Welcome gift for new members')).toBeVisible();

    await page.locator('section').filter({ has: page.getByTestId('wallet-balance') }).getByRole('link', { name: 'Top up', exact: true }).click();
    await expect(page).toHaveURL(/\/home\/ucenter\/recharge\/index$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Top up' })).toBeVisible();
    const amount = page.getByRole('textbox', { name: 'Or enter an amount (yuan)' });
    await amount.fill('0.50');
    await page.getByRole('button', { name: 'Top up', exact: true }).click();
    await expect(page.getByText('Enter an amount from 1.00 to 50000.00 yuan, with at most two decimals')).toBeVisible();
    await amount.fill('123.45');
    await page.getByRole('button', { name: 'Top up', exact: true }).click();

    await expect(page.getByRole('heading', { name: 'Pay ¥123.45 to top up' })).toBeVisible();
    await expect(page).toHaveURL(/\/home\/ucenter\/recharge\/index\?recharge_id=\d+$/);
    await expect(page.getByRole('timer', { name: 'Time left to pay' })).toHaveText(/^(30:00|29:5\d)$/);
    const payLink = page.getByRole('link', { name: /\/homeapi\/sandbox\/pay\?token=/ });
    const scanned = await decodeQr(page.getByRole('img', { name: /^QR code to pay with / }));
    expect(scanned).toMatch(/^http:\/\/localhost:\d+\/homeapi\/sandbox\/pay\?token=[\w-]+$/);
    await expect(payLink).toHaveText(scanned);
    // Going back without paying: the server still says pending, so the page still waits.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Pay ¥123.45 to top up' })).toBeVisible();

    await page.getByRole('link', { name: scanned }).click();
    await expect(page).toHaveURL(/\/homeapi\/sandbox\/pay\?token=/);
    await expect(page.getByText('TEST MODE: no real money moves')).toBeVisible();
    await expect(page.getByText(/Top-up no\./)).toBeVisible();
    await expect(page.getByText('¥123.45')).toBeVisible();
    await page.getByRole('button', { name: '支付 Pay' }).click();

    await expect(page).toHaveURL(/\/home\/ucenter\/recharge\/index\?recharge_id=\d+&result=paid$/);
    await expect(page.getByRole('heading', { name: 'Top-up successful' })).toBeVisible();
    await expect(page.getByTestId('recharged-amount')).toContainText('+¥123.45');
    const after = Math.round((before + 123.45) * 100) / 100;
    await expect(page.getByTestId('new-balance')).toContainText(`¥${after.toFixed(2)}`);

    await page.getByRole('link', { name: 'View my wallet' }).click();
    await expect(page).toHaveURL(/\/home\/ucenter\/wallet\/index$/);
    expect(await balanceShown(page)).toBe(after);
    const newest = moneyLog.getByRole('row').nth(1);
    await expect(newest).toContainText('Top-up');
    await expect(newest).toContainText('+¥123.45');
    await expect(newest).toContainText(`¥${after.toFixed(2)}`);
    await moneyLog.getByRole('tab', { name: 'Income' }).click();
    await expect(page).toHaveURL(/\?type=income$/);
    await expect(moneyLog.getByRole('row').nth(1)).toContainText('+¥123.45');
    await moneyLog.getByRole('tab', { name: 'Expenditure' }).click();
    await expect(moneyLog.getByRole('row').nth(1)).toContainText('Order payment');
  });

  test('the cashier’s QR code decodes to the pay link', async ({ page, request }) => {
    // A member of its own: the demo member's orders awaiting payment may be at the shop's limit by now on this worker's shop.
    await signInAsNewMember(page, request);
    await page.goto('/home/index');
    const token = (await page.evaluate(() => localStorage.getItem('pc_token')))!;
    const goods = await jsonOf<Envelope<{ skus: Array<{ id: number; stock: number }> }>>(await request.get('/homeapi/goods/view?id=7'));
    const sku = goods.data.skus.find((candidate) => candidate.stock > 0)!;
    const created = await jsonOf<Envelope<{ order_id: number }>>(
      await request.post('/homeapi/order/create', {
        headers: { Authorization: `Bearer ${token}` },
        data: { type: 'buy', sku_id: sku.id, quantity: 1, delivery: 'pickup', store_id: 1 },
      }),
    );
    expect(created.code).toBe(1);

    await page.goto(`/home/cart/cashier?order_id=${created.data.order_id}`);
    await page.getByRole('radio', { name: /Online payment/ }).check();
    await page.getByRole('button', { name: 'Pay now' }).click();
    const scanned = await decodeQr(page.getByRole('img', { name: /^QR code to pay with / }));
    await expect(page.getByTestId('qr-content')).toHaveText(scanned);
    const opened = await page.getByRole('link', { name: 'Open the payment page' }).getAttribute('href');
    expect(scanned.endsWith(opened!)).toBe(true);
    // The result=paid of a redirect alone shows no success: the server says the order is unpaid.
    await page.goto(`/home/cart/cashier?order_id=${created.data.order_id}&result=paid`);
    await expect(page.getByText('Waiting for the payment to complete…')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toHaveCount(0);
    const cancelled = await request.post('/homeapi/order/cancel', { headers: { Authorization: `Bearer ${token}` }, data: { id: created.data.order_id } });
    expect((await jsonOf<Envelope<unknown>>(cancelled)).code).toBe(1);
  });
});
