import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buildApp } from '../../app';
import { createMember, inStockSku, pendingPayment, placeBuyOrder } from '../../testing/buying-fixtures';
import { call, createTestApp, type TestApp } from '../../testing/test-app';
import type { NodeEnv } from '../../node-env';
import { configurePaymentProviders } from './payment-providers';
import { DEVELOPMENT_GATEWAY_SECRET } from './sandbox-settings';

const OWN_SECRET = 'a-staging-secret-of-its-own';

describe('which payment providers run', () => {
  const sandboxOn = (nodeEnv: NodeEnv, settings: Parameters<typeof configurePaymentProviders>[1]) =>
    configurePaymentProviders(nodeEnv, settings).sandbox !== null;

  it('runs the sandbox outside production unless turned off', () => {
    expect(sandboxOn('development', {})).toBe(true);
    expect(sandboxOn('test', {})).toBe(true);
    expect(sandboxOn('development', { sandbox: { enabled: false } })).toBe(false);
  });

  it('refuses a production start with no online provider, unless wallet payment only was chosen', () => {
    expect(() => configurePaymentProviders('production', {})).toThrow(/ONLINE_PAYMENT=off/);
    // A custom secret alone no longer turns the sandbox on (the pay-for-free finding).
    expect(() => configurePaymentProviders('production', { sandbox: { secret: OWN_SECRET } })).toThrow(/No online payment provider/);
    expect(configurePaymentProviders('production', { walletOnly: true }).online.size).toBe(0);
  });

  it('refuses a provider ONLINE_PAYMENT names without its settings, naming them, in every mode', () => {
    for (const nodeEnv of ['production', 'development'] as const) {
      expect(() => configurePaymentProviders(nodeEnv, { providers: ['alipay'] })).toThrow('ONLINE_PAYMENT names alipay, which needs ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY and ALIPAY_PUBLIC_KEY');
      expect(() => configurePaymentProviders(nodeEnv, { providers: ['wechat'] })).toThrow(/^ONLINE_PAYMENT names wechat, which needs WECHATPAY_MCHID, /);
    }
  });

  it('runs the sandbox in production only when enabled with a secret of its own', () => {
    expect(() => configurePaymentProviders('production', { sandbox: { enabled: true } })).toThrow(/SANDBOX_GATEWAY_SECRET/);
    expect(() => configurePaymentProviders('production', { sandbox: { enabled: true, secret: DEVELOPMENT_GATEWAY_SECRET } })).toThrow(/development secret/);
    expect(() => configurePaymentProviders('production', { walletOnly: true, sandbox: { secret: DEVELOPMENT_GATEWAY_SECRET } })).toThrow(/development secret/);
    expect(() => configurePaymentProviders('production', { sandbox: { enabled: true, secret: 'short' } })).toThrow(/16 characters/);
    expect(sandboxOn('production', { sandbox: { enabled: true, secret: OWN_SECRET } })).toBe(true);
  });
});

describe('the sandbox in a production shop', () => {
  let walletOnly: TestApp;
  let staging: TestApp;
  beforeAll(async () => {
    walletOnly = await createTestApp({ nodeEnv: 'production' });
    staging = await createTestApp({ nodeEnv: 'production', payment: { sandbox: { enabled: true, secret: OWN_SECRET } } });
  });
  afterAll(async () => {
    await walletOnly.close();
    await staging.close();
  });

  it('answers 404 on every sandbox route when not enabled, and offers the wallet only', async () => {
    const token = 'A'.repeat(32);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const answers = await Promise.all([
      walletOnly.app.inject({ method: 'GET', url: `/homeapi/sandbox/pay?token=${token}` }),
      walletOnly.app.inject({ method: 'POST', url: '/homeapi/sandbox/pay/confirm', headers: form, payload: `token=${token}` }),
      walletOnly.app.inject({ method: 'POST', url: '/homeapi/sandbox/pay/cancel', headers: form, payload: `token=${token}` }),
      walletOnly.app.inject({ method: 'POST', url: '/homeapi/sandbox/notify', payload: {} }),
      walletOnly.app.inject({ method: 'POST', url: '/homeapi/payment/alipay/notify', headers: form, payload: 'app_id=1&out_trade_no=P1&trade_no=T1&trade_status=TRADE_SUCCESS&total_amount=1.00&sign=x' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404, 404]);

    const mug = await inStockSku(walletOnly.connection.db, 7);
    const member = await createMember(walletOnly.connection.db, 'wallet_only', 100_000);
    const orderId = await placeBuyOrder(walletOnly, member.token, { sku_id: mug.id });
    const options = await call(walletOnly.app, 'GET', 'order/payment', { token: member.token, query: { order_id: String(orderId) } });
    expect(options.body.data.methods.map((method: { code: string }) => method.code)).toEqual(['balance']);
    const online = await call(walletOnly.app, 'POST', 'payment/index', { token: member.token, body: { order_id: orderId, method: 'sandbox' }, lang: 'zh-cn' });
    expect([online.status, online.body]).toEqual([400, { code: 402, msg: '该支付方式暂不可用', data: { field: 'method' } }]);
    const wallet = await call(walletOnly.app, 'POST', 'payment/index', { token: member.token, body: { order_id: orderId, method: 'balance' } });
    expect(wallet.body.code).toBe(1);
  });

  it('serves the sandbox, labelled as a test mode, when enabled with its own secret', async () => {
    const mug = await inStockSku(staging.connection.db, 7);
    const member = await createMember(staging.connection.db, 'staging_buyer');
    const orderId = await placeBuyOrder(staging, member.token, { sku_id: mug.id });
    const started = await call(staging.app, 'POST', 'payment/index', { token: member.token, body: { order_id: orderId, method: 'sandbox' } });
    expect(started.body.data).toMatchObject({ status: 'pending', test_mode: true });
    const page = await staging.app.inject({ method: 'GET', url: pendingPayment(started).pay_url });
    expect([page.statusCode, page.body.includes('TEST MODE')]).toEqual([200, true]);
  });

  it('refuses the SMS outbox in production', async () => {
    await expect(buildApp({ db: walletOnly.connection.db, listen: walletOnly.connection.listen, nodeEnv: 'production', siteRoot: null, payment: { walletOnly: true }, smsOutbox: true })).rejects.toThrow(/SMS_OUTBOX/);
  });
});
