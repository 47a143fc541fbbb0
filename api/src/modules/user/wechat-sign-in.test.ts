import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { siteOptions, users, wechatIdentities } from '../../db/schema';
import { startWechatLoginFake, type WechatLoginFake } from '../../testing/fakes/wechat-login-fake';
import { call, createTestApp, receiveSmsCode, type TestApp } from '../../testing/test-app';
import { inStockSku } from '../../testing/buying-fixtures';
import { wechatLoginFromEnv } from './wechat-settings';

const APP_ID = 'wx0123456789abcdef';
const SECRET = 'wechat-login-test-secret-0001';

type Started = { location: URL; cookie: string; state: string };

/** What a browser does: start, keeping the HttpOnly cookie and the state WeChat's page was given. */
async function start(t: TestApp, query: Record<string, string> = {}, cookie?: string): Promise<Started> {
  const response = await t.app.inject({ method: 'GET', url: '/homeapi/user/wechat/start', query, headers: cookie ? { cookie } : {} });
  expect(response.statusCode).toBe(303);
  const location = new URL(String(response.headers.location));
  const setCookie = String(response.headers['set-cookie']);
  expect(setCookie).toMatch(/^wechat_sign_in=[\w-]{43}; Path=\/homeapi\/user\/wechat; Max-Age=600; HttpOnly; SameSite=Lax$/);
  return { location, cookie: setCookie.split(';')[0]!, state: location.searchParams.get('state') ?? '' };
}

async function callback(t: TestApp, query: Record<string, string>, cookie?: string) {
  const response = await t.app.inject({ method: 'GET', url: '/homeapi/user/wechat/callback', query, headers: cookie ? { cookie } : {} });
  const cookies = ([] as string[]).concat((response.headers['set-cookie']) ?? []);
  const oauth = cookies.find((value) => value.startsWith('oauth='));
  return { status: response.statusCode, location: String(response.headers.location), oauth, token: oauth ? decodeURIComponent(oauth.split(';')[0]!.slice('oauth='.length)) : null };
}

describe('WeChat website sign-in', () => {
  let t: TestApp;
  let fake: WechatLoginFake;
  beforeAll(async () => {
    fake = await startWechatLoginFake({
      appId: APP_ID,
      secret: SECRET,
      people: [
        { key: 'mei', openid: 'o_mei_website', unionid: 'u_mei', nickname: '小美' },
        { key: 'ray', openid: 'o_ray_website', unionid: 'u_ray', nickname: 'Ray' },
        { key: 'nounion', openid: 'o_nounion', nickname: 'No union' },
      ],
    });
    t = await createTestApp({ wechatLogin: { appId: APP_ID, secret: SECRET, apiBase: fake.origin, connectBase: fake.origin } });
    await t.connection.db.insert(siteOptions).values({ id: 1, isWechat: 1, languages: ['zh-cn', 'en-us'], defaultLang: 'zh-cn' }).onConflictDoUpdate({ target: siteOptions.id, set: { isWechat: 1 } });
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  it('says is_wechat when configured and switched on', async () => {
    const init = await call(t.app, 'GET', 'common/init');
    expect(init.body.data.is_wechat).toBe(1);
  });

  it('sends the browser to the QR connect page with a state of its own', async () => {
    const started = await start(t, { redirect: '/goods/view?id=9' });
    expect(`${started.location.origin}${started.location.pathname}`).toBe(`${fake.origin}/connect/qrconnect`);
    expect(Object.fromEntries(started.location.searchParams)).toEqual({
      appid: APP_ID,
      redirect_uri: 'http://localhost:80/homeapi/user/wechat/callback',
      response_type: 'code',
      scope: 'snsapi_login',
      state: started.state,
    });
    expect(started.location.hash).toBe('#wechat_redirect');
    expect(started.state).toMatch(/^[\w-]{32}$/);
    const again = await start(t, {}, started.cookie);
    expect(again.cookie).toBe(started.cookie);
    expect(again.state).not.toBe(started.state);
  });

  it('makes a member on the first sign-in, finds the same one by unionid the second time, and sends a phone-less member to bind', async () => {
    const first = await start(t, { redirect: '/goods/view?id=9' });
    const signedUp = await callback(t, { code: fake.issueCode('mei'), state: first.state }, first.cookie);
    expect(signedUp.status).toBe(303);
    expect(signedUp.location).toBe('/home/user/bind?redirect=%2Fgoods%2Fview%3Fid%3D9');
    expect(signedUp.oauth).toMatch(/^oauth=[\w%-]+; Path=\/; Max-Age=120; SameSite=Lax$/);
    expect(fake.exchanges.at(-1)).toMatchObject({ appid: APP_ID, secret: SECRET, grant_type: 'authorization_code' });

    const center = await call(t.app, 'GET', 'user/center', { token: signedUp.token! });
    expect(center.body.data).toMatchObject({ nickname: '小美', mobile: '' });
    expect(center.body.data.username).toMatch(/^u_[0-9a-f]{10}$/);
    const [identity] = await t.connection.db.select().from(wechatIdentities).where(eq(wechatIdentities.unionid, 'u_mei'));
    expect(identity!.userId).toBe(center.body.data.id);

    const second = await start(t);
    const again = await callback(t, { code: fake.issueCode('mei'), state: second.state }, second.cookie);
    const sameMember = await call(t.app, 'GET', 'user/center', { token: again.token! });
    expect(sameMember.body.data.id).toBe(center.body.data.id);
    expect(await t.connection.db.select().from(wechatIdentities).where(eq(wechatIdentities.unionid, 'u_mei'))).toHaveLength(1);
  });

  it('refuses to order or pay until a phone is bound, then orders', async () => {
    const started = await start(t);
    const { token } = await callback(t, { code: fake.issueCode('ray'), state: started.state }, started.cookie);
    const sku = await inStockSku(t.connection.db, 7);
    const order = { type: 'buy', sku_id: sku.id, quantity: 1, delivery: 'pickup', store_id: 1 };
    const refused = await call(t.app, 'POST', 'order/create', { token: token!, body: order, lang: 'en-us' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 402, msg: 'Please bind a phone number before ordering', data: { field: 'mobile' } });
    const refusedZh = await call(t.app, 'POST', 'payment/index', { token: token!, body: { order_id: 1, method: 'balance' }, lang: 'zh-cn' });
    expect(refusedZh.status).toBe(409);
    expect(refusedZh.body).toMatchObject({ msg: '下单前请先绑定手机号', data: { field: 'mobile' } });

    const mobile = '13700001234';
    const code = await receiveSmsCode(t.app, mobile, 'bind');
    expect((await call(t.app, 'POST', 'user/bind', { token: token!, body: { mobile, code } })).body.code).toBe(1);
    const placed = await call(t.app, 'POST', 'order/create', { token: token!, body: order });
    expect(placed.status).toBe(200);

    // Bound, the next WeChat sign-in goes straight back.
    const next = await start(t, { redirect: '/cart/index' });
    expect((await callback(t, { code: fake.issueCode('ray'), state: next.state }, next.cookie)).location).toBe('/home/cart/index');
  });

  it('refuses a replayed, foreign, expired or missing state, back to the sign-in page', async () => {
    const started = await start(t, { redirect: '/cart/index' });
    const used = await callback(t, { code: fake.issueCode('mei'), state: started.state }, started.cookie);
    expect(used.oauth).toBeDefined();
    const replayed = await callback(t, { code: fake.issueCode('mei'), state: started.state }, started.cookie);
    expect([replayed.location, replayed.oauth]).toEqual(['/home/user/login?wechat_error=state', undefined]);

    const mine = await start(t);
    const other = await start(t);
    expect(other.cookie).not.toBe(mine.cookie);
    const foreign = await callback(t, { code: fake.issueCode('mei'), state: mine.state }, other.cookie);
    expect([foreign.location, foreign.oauth]).toEqual(['/home/user/login?wechat_error=state', undefined]);
    const noCookie = await callback(t, { code: fake.issueCode('mei'), state: mine.state });
    expect(noCookie.location).toBe('/home/user/login?wechat_error=state');
    const noState = await callback(t, { code: fake.issueCode('mei') }, mine.cookie);
    expect(noState.location).toBe('/home/user/login?wechat_error=state');

    const late = await start(t);
    t.clock.advance(10 * 60 * 1000 + 1);
    const expired = await callback(t, { code: fake.issueCode('mei'), state: late.state }, late.cookie);
    expect(expired.location).toBe('/home/user/login?wechat_error=state');
  });

  it('says so when the shopper refuses, WeChat refuses the code or answers no unionid, keeping where to go', async () => {
    const denied = await start(t, { redirect: '/cart/index' });
    expect((await callback(t, { state: denied.state }, denied.cookie)).location).toBe('/home/user/login?wechat_error=denied&redirect=%2Fcart%2Findex');

    const forged = await start(t);
    const bad = await callback(t, { code: 'not-a-code', state: forged.state }, forged.cookie);
    expect([bad.location, bad.oauth]).toEqual(['/home/user/login?wechat_error=code', undefined]);

    const code = fake.issueCode('mei');
    const once = await start(t);
    expect((await callback(t, { code, state: once.state }, once.cookie)).oauth).toBeDefined();
    const twice = await start(t);
    expect((await callback(t, { code, state: twice.state }, twice.cookie)).location).toBe('/home/user/login?wechat_error=code');

    const noUnion = await start(t);
    expect((await callback(t, { code: fake.issueCode('nounion'), state: noUnion.state }, noUnion.cookie)).location).toBe('/home/user/login?wechat_error=provider');
    expect(await t.connection.db.select().from(users).where(eq(users.nickname, 'No union'))).toHaveLength(0);
  });

  it('goes nowhere outside the shop', async () => {
    // Mei never binds a phone, so she goes to binding first, then to the member centre.
    for (const redirect of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', '/user/login', '/homeapi/user/logout']) {
      const started = await start(t, { redirect });
      expect((await callback(t, { code: fake.issueCode('mei'), state: started.state }, started.cookie)).location).toBe('/home/user/bind?redirect=%2Fucenter%2Findex');
    }
  });
});

describe('WeChat sign-in not offered', () => {
  it('answers is_wechat 0 and sends start back to the sign-in page when configured but switched off, or not configured', async () => {
    const switchedOff = await createTestApp({ wechatLogin: { appId: APP_ID, secret: SECRET, apiBase: 'http://127.0.0.1:9', connectBase: 'http://127.0.0.1:9' } });
    const unconfigured = await createTestApp();
    try {
      for (const t of [switchedOff, unconfigured]) {
        expect((await call(t.app, 'GET', 'common/init')).body.data.is_wechat).toBe(0);
        const response = await t.app.inject({ method: 'GET', url: '/homeapi/user/wechat/start' });
        expect([response.statusCode, response.headers.location]).toEqual([303, '/home/user/login?wechat_error=unavailable']);
      }
      await unconfigured.connection.db.insert(siteOptions).values({ id: 1, isWechat: 1, languages: ['zh-cn'], defaultLang: 'zh-cn' }).onConflictDoUpdate({ target: siteOptions.id, set: { isWechat: 1 } });
      expect((await call(unconfigured.app, 'GET', 'common/init')).body.data.is_wechat).toBe(0);
    } finally {
      await switchedOff.close();
      await unconfigured.close();
    }
  });

  it('answers a wrong secret as WeChat’s problem, not the shopper’s', async () => {
    const fake = await startWechatLoginFake({ appId: APP_ID, secret: SECRET, people: [{ key: 'mei', openid: 'o_mei', unionid: 'u_mei', nickname: 'Mei' }] });
    const t = await createTestApp({ wechatLogin: { appId: APP_ID, secret: 'not-the-secret', apiBase: fake.origin, connectBase: fake.origin } });
    try {
      await t.connection.db.insert(siteOptions).values({ id: 1, isWechat: 1, languages: ['zh-cn'], defaultLang: 'zh-cn' }).onConflictDoUpdate({ target: siteOptions.id, set: { isWechat: 1 } });
      const started = await start(t);
      expect((await callback(t, { code: fake.issueCode('mei'), state: started.state }, started.cookie)).location).toBe('/home/user/login?wechat_error=provider');
    } finally {
      await t.close();
      await fake.stop();
    }
  });
});

describe('WECHAT_LOGIN_* settings', () => {
  it('is off without keys and on with both, WeChat’s addresses by default', () => {
    expect(wechatLoginFromEnv('production', {})).toBeNull();
    expect(wechatLoginFromEnv('production', { WECHAT_LOGIN_APPID: APP_ID, WECHAT_LOGIN_SECRET: SECRET })).toEqual({
      appId: APP_ID,
      secret: SECRET,
      apiBase: 'https://api.weixin.qq.com',
      connectBase: 'https://open.weixin.qq.com',
    });
  });

  it.each([
    [{ WECHAT_LOGIN_APPID: APP_ID }, 'WECHAT_LOGIN_APPID is set but WECHAT_LOGIN_SECRET is not'],
    [{ WECHAT_LOGIN_SECRET: SECRET }, 'WECHAT_LOGIN_SECRET is set but WECHAT_LOGIN_APPID is not'],
    [{ WECHAT_LOGIN_APPID: 'wx 1', WECHAT_LOGIN_SECRET: SECRET }, 'WECHAT_LOGIN_APPID must be'],
    [{ WECHAT_LOGIN_APPID: APP_ID, WECHAT_LOGIN_SECRET: SECRET, WECHAT_LOGIN_API_BASE: 'http://127.0.0.1:9000' }, 'WECHAT_LOGIN_API_BASE must be an https address in production'],
    [{ WECHAT_LOGIN_APPID: APP_ID, WECHAT_LOGIN_SECRET: SECRET, WECHAT_LOGIN_CONNECT_BASE: 'open.weixin.qq.com' }, 'WECHAT_LOGIN_CONNECT_BASE must be an http(s) address'],
  ])('refuses a production start with %j', (env, message) => {
    expect(() => wechatLoginFromEnv('production', env)).toThrow(message);
  });

  it('takes a local fake over http outside production', () => {
    expect(wechatLoginFromEnv('development', { WECHAT_LOGIN_APPID: APP_ID, WECHAT_LOGIN_SECRET: SECRET, WECHAT_LOGIN_API_BASE: 'http://127.0.0.1:9000/' })?.apiBase).toBe('http://127.0.0.1:9000');
  });
});
