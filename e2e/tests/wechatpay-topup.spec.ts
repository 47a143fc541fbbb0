import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { startWechatpayFake, type WechatpayFake } from '../../api/src/testing/fakes/wechatpay-fake';
import { decodeQr } from '../support/decode-qr';
import { startOwnShop, type OwnShop } from '../support/own-shop';
import { apiToken, callApi } from '../support/shop';
import { expect, test } from '../support/test';

// A shop of its own that takes WeChat Pay only (ONLINE_PAYMENT=wechat), its API a local stand-in that
// checks the shop's WECHATPAY2-SHA256-RSA2048 signatures and signs and encrypts its notifications.

test.describe('topping up the wallet with WeChat Pay', () => {
  const PORT = Number(process.env.E2E_PORT ?? 8181) + 9;
  let shop: OwnShop | undefined;
  let fake: WechatpayFake | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // The merchant's key pair (the shop signs, the fake checks) and the platform's (the fake signs, the shop checks).
    const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const ids = { mchid: '1900000109', appid: 'wxd678efh567hg6787', platformPublicKeyId: 'PUB_KEY_ID_0119000001092025060100000000000001', apiV3Key: randomBytes(16).toString('hex') };
    const merchantSerialNo = '3775B6A45ACD588826D15E583A95F5DD0000ABCD';
    fake = await startWechatpayFake({ ...ids, merchantPrivateKey: merchant.privateKey, merchantSerialNo, platformPrivateKey: platform.privateKey });
    shop = await startOwnShop(PORT, {
      ONLINE_PAYMENT: 'wechat',
      SANDBOX_GATEWAY_ENABLED: '0',
      WECHATPAY_MCHID: ids.mchid,
      WECHATPAY_APPID: ids.appid,
      WECHATPAY_SERIAL_NO: merchantSerialNo,
      WECHATPAY_PRIVATE_KEY: String(merchant.privateKey.export({ type: 'pkcs8', format: 'pem' })),
      WECHATPAY_PLATFORM_PUBLIC_KEY: String(platform.publicKey.export({ type: 'spki', format: 'pem' })),
      WECHATPAY_PLATFORM_PUBLIC_KEY_ID: ids.platformPublicKeyId,
      WECHATPAY_APIV3_KEY: ids.apiV3Key,
      WECHATPAY_BASE_URL: fake.url,
    });
  });
  test.afterAll(async () => {
    await shop?.stop();
    await fake?.close();
  });

  test('the member tops up by scanning the WeChat Pay code, and the balance grows when WeChat Pay notifies', async ({ page, playwright }) => {
    const request = await playwright.request.newContext({ baseURL: shop!.origin });
    const member = await apiToken(request, 'demo', 'demo1234');
    const before = await callApi<{ balance: string }>(request, member, 'GET', 'wallet/index');
    await page.addInitScript((token) => {
      window.localStorage.setItem('pc_token', token);
      window.localStorage.setItem('lang', 'en-us');
    }, member);
    await page.goto(`${shop!.origin}/home/ucenter/recharge/index`);
    await page.getByRole('textbox', { name: 'Or enter an amount (yuan)' }).fill('88.80');
    await page.getByRole('button', { name: 'Top up', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Pay ¥88.80 to top up' })).toBeVisible();
    await expect(page.getByText('Open WeChat and scan to pay')).toBeVisible();
    // WeChat Pay has no page to open: only its code, and nothing says test mode.
    await expect(page.getByRole('link', { name: 'Open the payment page' })).toHaveCount(0);
    await expect(page.getByText(/test mode/i)).toHaveCount(0);
    const scanned = await decodeQr(page.getByRole('img', { name: 'QR code to pay with WeChat Pay' }));
    const trade = [...fake!.trades.values()].find((candidate) => candidate.code_url === scanned);
    expect(trade, 'the QR code decodes to the code_url WeChat Pay answered').toBeDefined();
    expect(trade!.total).toBe(8880);
    // The member pays in WeChat: WeChat Pay notifies the shop, and the waiting page shows it.
    expect((await fake!.payAndNotify(trade!.out_trade_no)).status).toBe(204);
    await expect(page.getByRole('heading', { name: 'Top-up successful' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('recharged-amount')).toContainText('+¥88.80');
    const after = await callApi<{ balance: string }>(request, member, 'GET', 'wallet/index');
    expect(Math.round(Number(after.balance) * 100) - Math.round(Number(before.balance) * 100)).toBe(8880);
    await request.dispose();
  });
});
