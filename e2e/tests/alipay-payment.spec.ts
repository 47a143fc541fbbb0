import { generateKeyPairSync } from 'node:crypto';
import { AlipayFake } from '../../api/src/testing/fakes/alipay-fake';
import { expect, test } from '../support/test';
import { startOwnShop, type OwnShop } from '../support/own-shop';
import { apiToken, callApi } from '../support/shop';

// A shop of its own that takes Alipay (ONLINE_PAYMENT=alipay), its gateway a local Alipay stand-in
// that checks the shop's RSA2 signatures and signs its answers and notifications as Alipay does.

const APP_ID = '2021000000000001';
const MUG = 7;

const WORDS = { 'en-us': { paid: 'Payment successful' }, 'zh-cn': { paid: '支付成功' } };

test.describe('paying with Alipay', () => {
  const PORT = Number(process.env.E2E_PORT ?? 8181) + 8;
  let shop: OwnShop | undefined;
  let fake: AlipayFake | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const appKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const alipayKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
    fake = await AlipayFake.start({ appId: APP_ID, appPublicKey: appKeys.publicKey, alipayPrivateKey: alipayKeys.privateKey });
    shop = await startOwnShop(PORT, {
      ONLINE_PAYMENT: 'alipay',
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

  for (const lang of ['en-us', 'zh-cn'] as const) {
    const words = WORDS[lang];
    test(`the shopper pays on Alipay's pay page and comes back to a cashier that shows the order paid (${lang})`, async ({ page, playwright }) => {
      const origin = shop!.origin;
      const request = await playwright.request.newContext({ baseURL: origin });
      const member = await apiToken(request, 'demo', 'demo1234');
      const goods = await callApi<{ skus: Array<{ id: number; stock: number }> }>(request, member, 'GET', `goods/view?id=${MUG}`);
      const sku = goods.skus.find((candidate) => candidate.stock > 0)!;
      const { order_id: orderId } = await callApi<{ order_id: number }>(request, member, 'POST', 'order/create', { type: 'buy', sku_id: sku.id, quantity: 1, delivery: 'pickup', store_id: 1 });
      // The cashier offers Alipay once its method list names every provider; until then the payment starts as the cashier would start it.
      const started = await callApi<{ status: string; pay_url: string; qr_content: string; test_mode: boolean }>(request, member, 'POST', 'payment/index', { order_id: orderId, method: 'alipay' });
      expect([started.status, started.test_mode]).toEqual(['pending', false]);
      const trade = fake!.tradeByQrCode(started.qr_content);
      expect(trade, 'the QR content is the code Alipay answered for this trade').toBeDefined();
      expect(started.pay_url.startsWith(fake!.gateway)).toBe(true);
      await page.addInitScript(
        ({ token, code }) => {
          window.localStorage.setItem('pc_token', token);
          window.localStorage.setItem('lang', code);
        },
        { token: member, code: lang },
      );

      // Alipay's pay page shows only for a link whose RSA2 signature checks out.
      await page.goto(started.pay_url);
      await expect(page.getByRole('heading', { name: 'Alipay (fake)' })).toBeVisible();
      await page.getByRole('button', { name: 'Pay' }).click();
      // Back at the cashier, which asks the shop: Alipay's notification has settled the order.
      await expect(page).toHaveURL(new RegExp(`/home/cart/cashier\\?order_id=${orderId}&`));
      await expect(page.getByRole('heading', { name: words.paid })).toBeVisible({ timeout: 20_000 });
      expect(fake!.trades.get(trade!.outTradeNo)!.status).toBe('TRADE_SUCCESS');
      const detail = await callApi<{ status: number }>(request, member, 'GET', `order/detail?id=${orderId}`);
      expect(detail.status).toBe(1);
      await request.dispose();
    });
  }
});
