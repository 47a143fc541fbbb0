import { generateKeyPairSync } from 'node:crypto';
import { AlipayFake } from '../../api/src/testing/fakes/alipay-fake';
import type { APIRequestContext } from '@playwright/test';
import { decodeQr } from '../support/decode-qr';
import { expect, test, type Page } from '../support/test';
import { startOwnShop, type OwnShop } from '../support/own-shop';
import { apiToken, callApi } from '../support/shop';

// A shop of its own that takes Alipay (ONLINE_PAYMENT=alipay), its gateway a local Alipay stand-in
// that checks the shop's RSA2 signatures and signs its answers and notifications as Alipay does.

const APP_ID = '2021000000000001';
const MUG = 7;

test.describe('paying with Alipay', () => {
  const PORT = Number(process.env.E2E_PORT ?? 8181) + 11;
  let shop: OwnShop | undefined;
  let fake: AlipayFake | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const appKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const alipayKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
    fake = await AlipayFake.start({ appId: APP_ID, appPublicKey: appKeys.publicKey, alipayPrivateKey: alipayKeys.privateKey });
    shop = await startOwnShop(PORT, {
      ONLINE_PAYMENT: 'alipay',
      SANDBOX_GATEWAY_ENABLED: '0',
      ALIPAY_APP_ID: APP_ID,
      ALIPAY_PRIVATE_KEY: String(appKeys.privateKey.export({ format: 'pem', type: 'pkcs8' })),
      ALIPAY_PUBLIC_KEY: String(alipayKeys.publicKey.export({ format: 'pem', type: 'spki' })),
      ALIPAY_GATEWAY: fake.gateway,
    });
  });
  test.afterAll(async () => {
    await shop?.stop();
    await fake?.close();
  });

  /** An unpaid order of the demo member's, placed through the API, and the member's token. */
  async function unpaidOrder(request: APIRequestContext) {
    const member = await apiToken(request, 'demo', 'demo1234');
    const goods = await callApi<{ skus: Array<{ id: number; stock: number }> }>(request, member, 'GET', `goods/view?id=${MUG}`);
    const sku = goods.skus.find((candidate) => candidate.stock > 0)!;
    const { order_id: orderId } = await callApi<{ order_id: number }>(request, member, 'POST', 'order/create', { type: 'buy', sku_id: sku.id, quantity: 1, delivery: 'pickup', store_id: 1 });
    return { member, orderId };
  }

  async function openCashier(page: Page, token: string, lang: 'en-us' | 'zh-cn', orderId: number) {
    await page.addInitScript(
      ({ value, code }) => {
        window.localStorage.setItem('pc_token', value);
        window.localStorage.setItem('lang', code);
      },
      { value: token, code: lang },
    );
    await page.goto(`${shop!.origin}/home/cart/cashier?order_id=${orderId}`);
  }

  test('the shopper chooses Alipay at the cashier, scans its QR code, and the cashier shows the order paid (en-us)', async ({ page, playwright }) => {
    const request = await playwright.request.newContext({ baseURL: shop!.origin });
    const { member, orderId } = await unpaidOrder(request);
    await openCashier(page, member, 'en-us', orderId);
    // The shop takes Alipay only: no sandbox, and no test-mode label anywhere.
    await expect(page.getByRole('radio', { name: 'Alipay' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /sandbox/i })).toHaveCount(0);
    await page.getByRole('radio', { name: 'Alipay' }).check();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByText('Open Alipay and scan to pay')).toBeVisible();
    await expect(page.getByText(/test mode/i)).toHaveCount(0);
    // The code a phone reads off the screen is the one Alipay answered for this trade.
    const scanned = await decodeQr(page.getByRole('img', { name: 'QR code to pay with Alipay' }));
    const trade = fake!.tradeByQrCode(scanned);
    expect(trade, 'the QR code decodes to the qr_code Alipay answered').toBeDefined();
    // The shopper pays in the Alipay app: Alipay notifies the shop, and the waiting cashier shows it.
    expect((await fake!.pay(trade!.outTradeNo)).text).toBe('success');
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 20_000 });
    const detail = await callApi<{ status: number; payment_method: string }>(request, member, 'GET', `order/detail?id=${orderId}`);
    expect([detail.status, detail.payment_method]).toEqual([1, 'alipay']);
    await request.dispose();
  });

  test('the shopper pays on Alipay’s website instead, and comes back to a cashier that asks the shop (zh-cn)', async ({ page, playwright }) => {
    const request = await playwright.request.newContext({ baseURL: shop!.origin });
    const { member, orderId } = await unpaidOrder(request);
    await openCashier(page, member, 'zh-cn', orderId);
    await page.getByRole('radio', { name: '支付宝' }).check();
    await page.getByRole('button', { name: '立即支付' }).click();
    await expect(page.getByText('打开支付宝扫一扫付款')).toBeVisible();
    await page.getByRole('link', { name: '前往支付宝网页付款' }).click();
    // Alipay's pay page shows only for a link whose RSA2 signature checks out.
    await expect(page.getByRole('heading', { name: 'Alipay (fake)' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(new RegExp(`/home/cart/cashier\\?order_id=${orderId}&`));
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 20_000 });
    const detail = await callApi<{ status: number }>(request, member, 'GET', `order/detail?id=${orderId}`);
    expect(detail.status).toBe(1);
    await request.dispose();
  });
});
