import { startWechatLoginFake, type WechatLoginFake } from '../../api/src/testing/fakes/wechat-login-fake';
import { startOwnShop, type OwnShop } from '../support/own-shop';
import { jsonOf, type Envelope } from '../support/json';
import { outboxCode, payAtSandboxFromCashier, staffToken, uniqueMobile } from '../support/shop';
import { expect, test } from '../support/test';

// A first-time WeChat shopper signs in by "scanning" the QR code on a local WeChat (the fake speaking
// WeChat's website sign-in protocol), binds a phone with the SMS code from the outbox, and orders.
// A shop of its own: WeChat sign-in is configured by its environment (WECHAT_LOGIN_*), which the
// suite's shops do not have.

const APP_ID = 'wxe2e0000000000001';
const SECRET = 'e2e-wechat-login-secret-000001';

test.describe('signing in with WeChat', () => {
  const PORT = Number(process.env.E2E_PORT ?? 8181) + 10;
  let fake: WechatLoginFake | undefined;
  let shop: OwnShop | undefined;

  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(120_000);
    fake = await startWechatLoginFake({ appId: APP_ID, secret: SECRET, people: [{ key: 'mei', openid: 'o_e2e_mei', unionid: 'u_e2e_mei', nickname: '小美' }] });
    shop = await startOwnShop(PORT, {
      SMS_OUTBOX: '1',
      SMS_RESEND_SECONDS: '1',
      WECHAT_LOGIN_APPID: APP_ID,
      WECHAT_LOGIN_SECRET: SECRET,
      WECHAT_LOGIN_API_BASE: fake.origin,
      WECHAT_LOGIN_CONNECT_BASE: fake.origin,
    });
    // The back office offers it (the keys alone do not).
    const request = await playwright.request.newContext({ baseURL: shop.origin });
    const admin = await staffToken(request, 'admin');
    const headers = { Authorization: `Bearer ${admin}` };
    const { data: current } = await jsonOf<Envelope<Record<string, unknown>>>(await request.get('/homeapi/admin/site/detail', { headers }));
    const { texts, languages, default_lang } = current;
    const saved = await request.post('/homeapi/admin/site/save', { headers, data: { texts, languages, default_lang, is_wechat: 1 } });
    expect((await jsonOf<Envelope<unknown>>(saved)).code).toBe(1);
    await request.dispose();
  });
  test.afterAll(async () => {
    await shop?.stop();
    await fake?.stop();
  });

  test('a first-time WeChat shopper signs in, binds a phone and places an order', async ({ page, playwright }) => {
    test.setTimeout(120_000);
    const origin = shop!.origin;
    await page.addInitScript(() => {
      if (!window.localStorage.getItem('lang')) window.localStorage.setItem('lang', 'en-us');
    });
    await page.goto(`${origin}/home/user/login?redirect=/goods/view%3Fid%3D19`);
    await page.getByRole('link', { name: 'Sign in with WeChat' }).click();

    // WeChat's QR page (the fake's): the scan and the confirmation on the phone.
    await expect(page).toHaveURL(new RegExp(`^${fake!.origin}/connect/qrconnect\\?appid=${APP_ID}&`));
    await page.getByRole('link', { name: 'Scan as 小美' }).click();

    // Back in the shop, signed in through the oauth cookie, and first asked for a phone.
    await expect(page).toHaveURL(`${origin}/home/user/bind?redirect=%2Fgoods%2Fview%3Fid%3D19`);
    await expect(page.getByRole('heading', { level: 1, name: 'Bind your phone number' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^u_[0-9a-f]{10}$/ })).toBeVisible();
    expect(await page.evaluate(() => ({ token: Boolean(localStorage.getItem('pc_token')), cookie: document.cookie.includes('oauth=') }))).toEqual({ token: true, cookie: false });

    const request = await playwright.request.newContext({ baseURL: origin });
    const mobile = uniqueMobile();
    const since = new Date();
    await page.getByLabel('Phone number').fill(mobile);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Verification code').fill(await outboxCode(request, mobile, since));
    await page.getByRole('button', { name: 'Bind phone' }).click();
    await expect(page).toHaveURL(`${origin}/home/goods/view?id=19`);

    await page.getByRole('button', { name: 'Buy now' }).click();
    await expect(page).toHaveURL(/\/home\/cart\/confirm\?type=buy&sku_id=\d+&quantity=1/);
    await page.getByRole('radio', { name: 'Store pickup' }).check();
    await page.getByRole('radiogroup', { name: 'Pickup store' }).getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Submit order' }).click();
    await payAtSandboxFromCashier(page);

    // The same WeChat account signs in to the same member next time, straight back to where it started.
    await page.evaluate(() => localStorage.removeItem('pc_token'));
    await page.goto(`${origin}/home/user/login?redirect=/ucenter/order/index`);
    await page.getByRole('link', { name: 'Sign in with WeChat' }).click();
    await page.getByRole('link', { name: 'Scan as 小美' }).click();
    await expect(page).toHaveURL(`${origin}/home/ucenter/order/index`);
    await expect(page.getByRole('article').first()).toBeVisible();
    await request.dispose();
  });

  test('a cancelled scan comes back to the sign-in page saying so, in both languages', async ({ page }) => {
    const origin = shop!.origin;
    await page.addInitScript(() => {
      if (!window.localStorage.getItem('lang')) window.localStorage.setItem('lang', 'zh-cn');
    });
    await page.goto(`${origin}/home/user/login`);
    await page.getByRole('link', { name: '微信登录' }).click();
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(`${origin}/home/user/login?wechat_error=denied`);
    await expect(page.getByRole('alert')).toHaveText('已取消微信登录');
    await page.evaluate(() => localStorage.setItem('lang', 'en-us'));
    await page.reload();
    await expect(page.getByRole('alert')).toHaveText('WeChat sign-in was cancelled');
  });
});
