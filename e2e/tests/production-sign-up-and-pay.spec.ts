import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { AlipayFake } from '../../api/src/testing/fakes/alipay-fake';
import { startAliyunSmsFake } from '../../api/src/testing/fakes/aliyun-sms-fake';
import { decodeQr } from '../support/decode-qr';
import { startOwnShop } from '../support/own-shop';
import { expect, test } from '../support/test';

// A production shop started with only the settings docs/go-live.md names, its Aliyun SMS and Alipay
// local stand-ins that check the shop's signatures: a new member signs up with the code the text
// message carried, orders and pays by scanning Alipay's code. Nothing here exists only in development.

test('production: a new member signs up with a real SMS code and pays with Alipay', async ({ page }) => {
  test.setTimeout(150_000);
  const appKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const alipayKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const alipay = await AlipayFake.start({ appId: '2021000000000001', appPublicKey: appKeys.publicKey, alipayPrivateKey: alipayKeys.privateKey });
  const keys = { accessKeyId: 'LTAI5t' + randomBytes(6).toString('hex'), accessKeySecret: randomBytes(15).toString('base64') };
  const sms = await startAliyunSmsFake(keys);
  const shop = await startOwnShop(Number(process.env.E2E_PORT ?? 8181) + 12, {
    NODE_ENV: 'production', ADMIN_USERNAME: 'shopkeeper', ADMIN_PASSWORD: 'Tall-Lantern-Orchard-42', RATE_LIMIT_FACTOR: '1',
    ONLINE_PAYMENT: 'alipay', ALIPAY_APP_ID: '2021000000000001', ALIPAY_PRIVATE_KEY: String(appKeys.privateKey.export({ format: 'pem', type: 'pkcs8' })),
    ALIPAY_PUBLIC_KEY: String(alipayKeys.publicKey.export({ format: 'pem', type: 'spki' })), ALIPAY_GATEWAY: alipay.gateway,
    SMS_PROVIDER: 'aliyun', ALIYUN_SMS_ACCESS_KEY_ID: keys.accessKeyId, ALIYUN_SMS_ACCESS_KEY_SECRET: keys.accessKeySecret, ALIYUN_SMS_SIGN_NAME: '流明商城',
    ALIYUN_SMS_TEMPLATE_REGISTER: 'SMS_100000001', ALIYUN_SMS_TEMPLATE_LOGIN: 'SMS_100000002', ALIYUN_SMS_TEMPLATE_FORGET: 'SMS_100000003', ALIYUN_SMS_TEMPLATE_BIND: 'SMS_100000004',
    ALIYUN_SMS_ENDPOINT: sms.endpoint,
  });
  try {
    const o = shop.origin;
    await page.addInitScript(() => localStorage.setItem('lang', 'zh-cn'));
    await page.goto(`${o}/home/user/register`);
    await page.getByLabel('手机号').fill('13912345678');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => sms.delivered.length).toBe(1);
    expect(sms.delivered[0]).toMatchObject({ mobile: '13912345678', template: 'SMS_100000001' });
    await page.getByLabel('验证码').fill(sms.delivered[0]!.params.code!);
    await page.getByLabel('密码', { exact: true }).fill('Quiet-River-77');
    await page.getByLabel('确认密码').fill('Quiet-River-77');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: '注册' }).click();
    await expect(page).toHaveURL(/\/home\/ucenter\/index$/);
    await page.goto(`${o}/home/goods/view?id=7`);
    await page.getByRole('button', { name: '陶土橙' }).click();
    await page.getByRole('button', { name: '立即购买' }).click();
    await page.waitForURL(/confirm/, { timeout: 15_000 });
    await page.getByRole('radio', { name: '门店自提' }).check();
    await page.getByRole('radiogroup', { name: '自提门店' }).getByRole('radio').first().check();
    await page.getByRole('button', { name: /提交订单/ }).click();
    await page.waitForURL(/cashier/, { timeout: 15_000 });
    await page.getByRole('radio', { name: '支付宝' }).check();
    await page.getByRole('button', { name: '立即支付' }).click();
    const scanned = await decodeQr(page.getByRole('img', { name: '支付宝付款二维码' }));
    const trade = alipay.tradeByQrCode(scanned)!;
    expect((await alipay.pay(trade.outTradeNo)).text).toBe('success');
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 20_000 });
  } finally {
    await shop.stop(); await alipay.close(); await sms.close();
  }
});
