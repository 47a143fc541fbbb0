import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { orders, payments } from '../../../db/schema';
import { AlipayFake } from '../../../testing/fakes/alipay-fake';
import { createMember, inStockSku, placeBuyOrder, startOnlinePayment } from '../../../testing/buying-fixtures';
import { call, createTestApp, signInStaff, type TestApp } from '../../../testing/test-app';
import { orderRow, placeOrder, refundBody, refundCall, walletMember } from '../../refund/refund-test-kit';
import { settleGatewayPayment } from '../gateway-service';
import { ASK_PROVIDER_AFTER_MS, reconcilePayments } from '../reconcile-service';
import type { PaymentProvider } from '../../payment-provider';
import { callAlipay, createAlipaySdk } from './alipay-gateway';
import { alipaySettingsFromEnv, type AlipaySettings } from './alipay-settings';

const APP_ID = '2021000000000001';
const pem = (key: KeyObject, kind: 'private' | 'public') => String(kind === 'private' ? key.export({ format: 'pem', type: 'pkcs8' }) : key.export({ format: 'pem', type: 'spki' }));

describe('Alipay through its SDK against a local Alipay gateway', () => {
  // The shop's app key pair, and "Alipay's": the shop signs with its private key and checks with Alipay's public one.
  const appKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const alipayKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  let fake: AlipayFake;
  let t: TestApp;
  let shopHost: string;
  let alipay: PaymentProvider;
  let mug: { id: number; priceCents: number };
  let settings: AlipaySettings;

  beforeAll(async () => {
    fake = await AlipayFake.start({ appId: APP_ID, appPublicKey: appKeys.publicKey, alipayPrivateKey: alipayKeys.privateKey });
    settings = alipaySettingsFromEnv({
      ALIPAY_APP_ID: APP_ID,
      ALIPAY_PRIVATE_KEY: pem(appKeys.privateKey, 'private'),
      ALIPAY_PUBLIC_KEY: pem(alipayKeys.publicKey, 'public'),
      ALIPAY_GATEWAY: fake.gateway,
    })!;
    t = await createTestApp({ payment: { alipay: { ...settings, timeoutMs: 1000 }, providers: ['alipay'] } });
    // Alipay's notifications come over HTTP to the notify_url the shop gave, on its own origin.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    shopHost = `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    alipay = t.app.paymentProviders.online.get('alipay')!;
    mug = await inStockSku(t.connection.db, 7);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  const startAlipay = (token: string, orderId: number, lang = 'en-us') =>
    call(t.app, 'POST', 'payment/index', { token, body: { order_id: orderId, method: 'alipay' }, lang, headers: { host: shopHost } });

  async function startPayment(username: string) {
    const started = await startOnlinePayment(t, { username, skuId: mug.id, method: 'alipay', host: shopHost });
    return { ...started, paymentNo: started.payment.paymentNo };
  }

  const orderOf = async (id: number) => (await t.connection.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const paymentOf = async (paymentNo: string) => (await t.connection.db.select().from(payments).where(eq(payments.paymentNo, paymentNo)))[0]!;
  const notifyUrl = () => `http://${shopHost}/homeapi/payment/alipay/notify`;

  it('answers a QR code from alipay.trade.precreate and a signed page-pay link, the same trade reused on a second start', async () => {
    const { member, orderId, started, paymentNo } = await startPayment('ali_start');
    expect(started.body.data).toMatchObject({ status: 'pending', order_id: orderId, test_mode: false });
    if (started.body.data.status !== 'pending') throw new Error('not pending');
    const trade = fake.tradeByQrCode(started.body.data.qr_content)!;
    expect(trade).toMatchObject({ outTradeNo: paymentNo, totalCents: mug.priceCents, status: 'WAIT_BUYER_PAY', notifyUrl: notifyUrl() });
    const payUrl = new URL(started.body.data.pay_url!);
    expect([payUrl.origin + payUrl.pathname, payUrl.searchParams.get('method'), payUrl.searchParams.get('return_url')]).toEqual([
      fake.gateway,
      'alipay.trade.page.pay',
      `http://${shopHost}/home/cart/cashier?order_id=${orderId}`,
    ]);
    // The fake checks the link's RSA2 signature before it shows its pay page.
    const page = await fetch(payUrl.toString());
    expect(await page.text()).toContain('<button type="submit">Pay</button>');
    const tampered = new URL(payUrl.toString());
    tampered.searchParams.set('biz_content', tampered.searchParams.get('biz_content')!.replace(/"total_amount":"[0-9.]+"/, '"total_amount":"0.01"'));
    expect(await (await fetch(tampered.toString())).text()).toContain('isv.invalid-signature');

    const again = await startAlipay(member.token, orderId);
    expect(again.body.data).toMatchObject({ status: 'pending', qr_content: started.body.data.qr_content });
    expect(fake.trades.size).toBeGreaterThanOrEqual(1);
  });

  it('is paid by Alipay’s signed notification, answered `success`; a replay answers `success` and changes nothing', async () => {
    const { orderId, paymentNo } = await startPayment('ali_paid');
    expect(await fake.pay(paymentNo)).toEqual({ status: 200, text: 'success' });
    const paid = await orderOf(orderId);
    expect(paid).toMatchObject({ status: 1, paidCents: mug.priceCents, paymentMethod: 'alipay' });
    expect(await paymentOf(paymentNo)).toMatchObject({ status: 'paid' });
    expect(await fake.pay(paymentNo)).toEqual({ status: 200, text: 'success' });
    expect((await orderOf(orderId)).paidAt).toEqual(paid.paidAt);
  });

  it('refuses a forged signature, an altered amount and another app’s notification with `fail`, changing nothing', async () => {
    const { orderId, paymentNo } = await startPayment('ali_forged');
    const trade = fake.markPaid(paymentNo);
    const good = fake.notificationFor(trade);
    const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const forger = await AlipayFake.start({ appId: APP_ID, appPublicKey: appKeys.publicKey, alipayPrivateKey: otherKey });
    try {
      const attempts = [
        forger.notificationFor(trade),
        { ...good, total_amount: '0.01' },
        fake.signNotification({ ...good, total_amount: '0.01' }),
        fake.signNotification({ ...good, app_id: '2021000000000999' }),
        { ...good, sign: '' },
      ];
      for (const attempt of attempts) expect(await fake.deliver(notifyUrl(), attempt)).toEqual({ status: 400, text: 'fail' });
      // The shop also checks the gateway's answers: one not signed by Alipay is no answer.
      const towardsForger = createAlipaySdk({ ...settings, gateway: forger.gateway });
      await expect(callAlipay(towardsForger, 'alipay.trade.query', { out_trade_no: paymentNo })).rejects.toMatchObject({ httpStatus: 503 });
      expect(await callAlipay(createAlipaySdk(settings), 'alipay.trade.query', { out_trade_no: paymentNo })).toMatchObject({ code: '10000', trade_status: 'TRADE_SUCCESS' });
    } finally {
      await forger.close();
    }
    expect(await orderOf(orderId)).toMatchObject({ status: 0, paidAt: null });
    expect(await paymentOf(paymentNo)).toMatchObject({ status: 'pending' });
    // The genuine one still goes through.
    expect(await fake.deliver(notifyUrl(), good)).toEqual({ status: 200, text: 'success' });
    expect((await orderOf(orderId)).status).toBe(1);
  });

  it('acknowledges money that comes after its order expired and gives it back through Alipay, the order unpaid', async () => {
    const { orderId, paymentNo } = await startPayment('ali_late');
    t.clock.advance(31 * 60 * 1000);
    try {
      expect(await fake.pay(paymentNo)).toEqual({ status: 200, text: 'success' });
      expect((await orderOf(orderId)).status).not.toBe(1);
      expect((await paymentOf(paymentNo)).status).toBe('refunded');
      expect([...fake.trades.get(paymentNo)!.refunds.values()]).toEqual([expect.objectContaining({ outRequestNo: `${paymentNo}LATE`, amountCents: mug.priceCents })]);
      expect(await fake.pay(paymentNo)).toEqual({ status: 200, text: 'success' });
      expect(fake.trades.get(paymentNo)!.refunds.size).toBe(1);
    } finally {
      t.clock.restart();
    }
  });

  it('answers a translated 503 when Alipay answers 5xx or does not answer in time; the order stays payable', async () => {
    const member = await createMember(t.connection.db, 'ali_down');
    const orderId = await placeBuyOrder(t, member.token, { sku_id: mug.id });
    fake.failWith(502);
    const down = await startAlipay(member.token, orderId, 'zh-cn');
    expect([down.status, down.body]).toEqual([503, { code: 402, msg: '支付服务暂时无法连接，请稍后再试', data: { field: 'method' } }]);
    fake.reset();
    fake.hang();
    const started = Date.now();
    const slow = await startAlipay(member.token, orderId, 'en-us');
    expect([slow.status, slow.body.msg, Date.now() - started < 5000]).toEqual([503, 'The payment service is not answering, please try again in a moment', true]);
    fake.reset();
    expect((await orderOf(orderId)).status).toBe(0);
    const later = await startAlipay(member.token, orderId);
    expect(later.body.data).toMatchObject({ status: 'pending' });
  });

  it('finds a payment whose notification was lost by alipay.trade.query, and settles it once', async () => {
    const { orderId, paymentNo } = await startPayment('ali_query');
    expect(await alipay.query(t.connection.db, paymentNo)).toEqual({ payment_no: paymentNo, status: 'pending', amount_cents: mug.priceCents });
    fake.markPaid(paymentNo);
    const state = await alipay.query(t.connection.db, paymentNo);
    if (state?.status !== 'paid') throw new Error(`not paid: ${JSON.stringify(state)}`);
    expect(state.paid).toMatchObject({ paymentNo, amountCents: mug.priceCents, tradeNo: fake.trades.get(paymentNo)!.tradeNo });
    expect(await settleGatewayPayment(t.connection.db, 'alipay', state.paid, t.clock.now())).toEqual({ order_id: orderId, replayed: false, late: false });
    expect(await settleGatewayPayment(t.connection.db, 'alipay', state.paid, t.clock.now())).toEqual({ order_id: orderId, replayed: true, late: false });
    // The notification that arrives after all is a replay.
    expect(await fake.pay(paymentNo)).toEqual({ status: 200, text: 'success' });
    expect((await orderOf(orderId)).status).toBe(1);
    expect(await alipay.query(t.connection.db, 'NOSUCHPAYMENT123')).toBeNull();
  });

  it('reconciles through the job: Alipay down leaves the order pending, then a lost notification pays it once, and a timed-out trade is closed', async () => {
    const { orderId, paymentNo } = await startPayment('ali_reconcile');
    const late = await startPayment('ali_reconcile_late');
    fake.markPaid(paymentNo);
    t.clock.advance(ASK_PROVIDER_AFTER_MS + 1000);
    const failures: string[] = [];
    const reconcile = () => reconcilePayments(t.connection.db, t.app.paymentProviders, t.clock.now(), (_error, failed) => failures.push(failed));
    // Other tests' payments are reconciled too: this one is followed by its own rows.
    fake.failWith(502);
    await reconcile();
    expect(failures).toContain(paymentNo);
    expect([(await orderOf(orderId)).status, (await paymentOf(paymentNo)).status]).toEqual([0, 'pending']);
    fake.reset();
    fake.markPaid(paymentNo);
    await reconcile();
    const paid = await orderOf(orderId);
    expect([paid.status, (await paymentOf(paymentNo)).status]).toEqual([1, 'paid']);
    await reconcile();
    expect((await orderOf(orderId)).paidAt).toEqual(paid.paidAt);
    // The other order's window ends unpaid: its trade is closed at Alipay, and its code stops working.
    t.clock.advance(31 * 60 * 1000);
    await reconcile();
    expect([(await paymentOf(late.paymentNo)).status, fake.trades.get(late.paymentNo)!.status]).toEqual(['closed', 'TRADE_CLOSED']);
  });

  it('closes a waiting trade with alipay.trade.close; closing again or a trade Alipay never saw is no error', async () => {
    const { paymentNo } = await startPayment('ali_close');
    await alipay.close(t.connection.db, paymentNo);
    expect(fake.trades.get(paymentNo)!.status).toBe('TRADE_CLOSED');
    await alipay.close(t.connection.db, paymentNo);
    await alipay.close(t.connection.db, 'P20250601NEVERSENT');
    expect(await alipay.query(t.connection.db, paymentNo)).toMatchObject({ status: 'closed' });
  });

  it('refunds once per refund number, partial refunds adding up to at most what was paid', async () => {
    const { paymentNo } = await startPayment('ali_refund');
    await fake.pay(paymentNo);
    const db = t.connection.db;
    const first = alipay.verifyRefundNotification(await alipay.refund(db, { paymentNo, outRefundNo: 'RF1', amountCents: 1000 }, t.clock.now()));
    expect(first).toMatchObject({ outRefundNo: 'RF1', paymentNo, amountCents: 1000 });
    const again = alipay.verifyRefundNotification(await alipay.refund(db, { paymentNo, outRefundNo: 'RF1', amountCents: 1000 }, t.clock.now()));
    expect(again).toEqual(first);
    const trade = fake.trades.get(paymentNo)!;
    expect(trade.refunds.size).toBe(1);
    const rest = mug.priceCents - 1000;
    await expect(alipay.refund(db, { paymentNo, outRefundNo: 'RF2', amountCents: rest + 1 }, t.clock.now())).rejects.toMatchObject({ messageKey: 'amount_mismatch' });
    const second = alipay.verifyRefundNotification(await alipay.refund(db, { paymentNo, outRefundNo: 'RF2', amountCents: rest }, t.clock.now()));
    expect(second.amountCents).toBe(rest);
    await expect(alipay.refund(db, { paymentNo, outRefundNo: 'RF3', amountCents: 1 }, t.clock.now())).rejects.toMatchObject({ messageKey: 'amount_mismatch' });
    expect([...trade.refunds.values()].reduce((total, refund) => total + refund.amountCents, 0)).toBe(mug.priceCents);
    expect(() => alipay.verifyRefundNotification({ ...first, refund_amount: '1.5.0' })).toThrow();
  });

  it('pays each approved refund back through Alipay under the refund’s own number, unit by unit', async () => {
    const tee = await inStockSku(t.connection.db, 8);
    const member = await walletMember(t, 'ali_approved');
    const orderId = await placeOrder(t, member, [{ skuId: tee.id, quantity: 2 }], { pay: 'none' });
    await startAlipay(member.token, orderId);
    const [payment] = await t.connection.db.select().from(payments).where(eq(payments.orderId, orderId));
    await fake.pay(payment!.paymentNo);
    const admin = await signInStaff(t.app, 'operator');
    const line = (await orderRow(t, orderId)).items[0]!.id;
    const refundOne = async () => {
      const applied = await refundCall(t, 'POST', 'refund/apply', { token: member.token, body: refundBody(orderId, [{ order_item_id: line, quantity: 1 }]) });
      return refundCall(t, 'POST', 'admin/refund/approve', { token: admin, body: { id: applied.body.data.id } });
    };
    const first = await refundOne();
    expect(first.body.data).toMatchObject({ status: 'approved', refund_method: 'alipay' });
    const second = await refundOne();
    expect(second.body.data).toMatchObject({ status: 'approved', refund_method: 'alipay' });
    const given = [...fake.trades.get(payment!.paymentNo)!.refunds.values()];
    expect(given.map((refund) => refund.amountCents)).toEqual([tee.priceCents, tee.priceCents]);
    expect(await orderRow(t, orderId)).toMatchObject({ status: 6, refundedCents: 2 * tee.priceCents });
  });
});

describe('Alipay settings', () => {
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const env = { ALIPAY_APP_ID: APP_ID, ALIPAY_PRIVATE_KEY: pem(keys.privateKey, 'private'), ALIPAY_PUBLIC_KEY: pem(keys.publicKey, 'public') };

  it('is off when nothing is set, and talks to the production gateway by default', () => {
    expect(alipaySettingsFromEnv({})).toBeUndefined();
    expect(alipaySettingsFromEnv(env)?.gateway).toBe('https://openapi.alipay.com/gateway.do');
  });

  it('refuses the start on a malformed key, a missing one or a bad app id, naming the setting', () => {
    expect(() => alipaySettingsFromEnv({ ...env, ALIPAY_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----' })).toThrow(/ALIPAY_PRIVATE_KEY is not an RSA private key/);
    expect(() => alipaySettingsFromEnv({ ...env, ALIPAY_PUBLIC_KEY: 'not a key' })).toThrow(/ALIPAY_PUBLIC_KEY is not an RSA public key/);
    expect(() => alipaySettingsFromEnv({ ...env, ALIPAY_PUBLIC_KEY: undefined })).toThrow(/ALIPAY_PUBLIC_KEY/);
    expect(() => alipaySettingsFromEnv({ ...env, ALIPAY_APP_ID: '12' })).toThrow(/ALIPAY_APP_ID/);
    expect(() => alipaySettingsFromEnv({ ...env, ALIPAY_GATEWAY: 'http://alipay.example/gateway.do' })).toThrow(/ALIPAY_GATEWAY/);
    expect(() => alipaySettingsFromEnv({ ...env, ALIPAY_PRIVATE_KEY_FILE: '/nonexistent/key.pem', ALIPAY_PRIVATE_KEY: undefined })).toThrow(/ALIPAY_PRIVATE_KEY_FILE/);
  });

  it('reads keys from files, and the bare base64 the Alipay console shows', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alipay-keys-'));
    fs.writeFileSync(path.join(dir, 'app.pem'), env.ALIPAY_PRIVATE_KEY);
    const bare = keys.publicKey.export({ format: 'der', type: 'spki' }).toString('base64');
    const settings = alipaySettingsFromEnv({ ALIPAY_APP_ID: APP_ID, ALIPAY_PRIVATE_KEY_FILE: path.join(dir, 'app.pem'), ALIPAY_PUBLIC_KEY: bare });
    expect(settings).toMatchObject({ privateKey: env.ALIPAY_PRIVATE_KEY.trim(), alipayPublicKey: env.ALIPAY_PUBLIC_KEY.trim() });
    fs.rmSync(dir, { recursive: true });
  });
});

describe('a production shop taking Alipay', () => {
  const appKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const alipayKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  let fake: AlipayFake;
  let t: TestApp;
  beforeAll(async () => {
    fake = await AlipayFake.start({ appId: APP_ID, appPublicKey: appKeys.publicKey, alipayPrivateKey: alipayKeys.privateKey });
    const alipay: AlipaySettings = alipaySettingsFromEnv({
      ALIPAY_APP_ID: APP_ID,
      ALIPAY_PRIVATE_KEY: pem(appKeys.privateKey, 'private'),
      ALIPAY_PUBLIC_KEY: pem(alipayKeys.publicKey, 'public'),
      ALIPAY_GATEWAY: fake.gateway,
    })!;
    t = await createTestApp({ nodeEnv: 'production', payment: { alipay, providers: ['alipay'] } });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('starts without ONLINE_PAYMENT=off, offers Alipay (not as a test mode) at the cashier and answers its QR code', async () => {
    const mug = await inStockSku(t.connection.db, 7);
    const member = await createMember(t.connection.db, 'ali_prod');
    const orderId = await placeBuyOrder(t, member.token, { sku_id: mug.id });
    const options = await call(t.app, 'GET', 'order/payment', { token: member.token, query: { order_id: String(orderId) } });
    expect(options.body.data.methods).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'alipay', enabled: true, test_mode: false })]));
    expect(options.body.data.methods.map((method: { code: string }) => method.code)).not.toContain('sandbox');
    const started = await call(t.app, 'POST', 'payment/index', { token: member.token, body: { order_id: orderId, method: 'alipay' } });
    expect(started.body.data).toMatchObject({ status: 'pending', test_mode: false });
    if (started.body.data.status !== 'pending') throw new Error('not pending');
    expect(fake.tradeByQrCode(started.body.data.qr_content)).toMatchObject({ totalCents: mug.priceCents, status: 'WAIT_BUYER_PAY' });
    const sandboxPage = await t.app.inject({ method: 'GET', url: `/homeapi/sandbox/pay?token=${'A'.repeat(32)}` });
    expect(sandboxPage.statusCode).toBe(404);
  });
});
