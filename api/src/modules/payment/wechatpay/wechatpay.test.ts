import { generateKeyPairSync } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { orders, payments, recharges } from '../../../db/schema';
import { createMember, inStockSku, placeBuyOrder, startOnlinePayment } from '../../../testing/buying-fixtures';
import { startWechatpayFake, type WechatpayFake } from '../../../testing/fakes/wechatpay-fake';
import { wechatpayTestKeys } from '../../../testing/fakes/wechatpay-keys';
import { call, createTestApp, type TestApp } from '../../../testing/test-app';
import { settleGatewayPayment } from '../gateway-service';
import type { PaymentProvider } from '../../payment-provider';
import { createWechatpayProvider } from './provider';

const NOTIFY = '/homeapi/payment/wechat/notify';
/** WeChat Pay's failure answer to a notification. */
const failure = (answer: { text: string }) => JSON.parse(answer.text) as { code: string; message: string };
const REFUND_NOTIFY = '/homeapi/payment/wechat/refund-notify';

describe('WeChat Pay through the SDK against the local APIv3 fake', () => {
  const keys = wechatpayTestKeys();
  let t: TestApp;
  let fake: WechatpayFake;
  let origin: string;
  let wechat: PaymentProvider;
  let mug: { id: number; priceCents: number };

  beforeAll(async () => {
    fake = await startWechatpayFake({ ...keys.fake, notificationClock: () => t.clock.now() });
    t = await createTestApp({ payment: { wechat: keys.settings(fake.url, 1_000) } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    wechat = t.app.paymentProviders.online.get('wechat')!;
    mug = await inStockSku(t.connection.db, 7);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const host = () => ({ host: new URL(origin).host });
  const orderRow = async (id: number) => (await t.connection.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const paymentOf = async (orderId: number) => (await t.connection.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]!;

  const startPayment = (username: string) => startOnlinePayment(t, { username, skuId: mug.id, method: 'wechat', host: host().host });

  const notify = (signed: { headers: Record<string, string>; body: string }, path = NOTIFY) => fake.deliver(`${origin}${path}`, signed);

  it('starts a Native payment: the code_url as QR content, no pay page, the same trade on a second start', async () => {
    const { member, orderId, started, order, payment } = await startPayment('wx_start');
    const trade = fake.trades.get(payment.paymentNo)!;
    expect(started.body).toMatchObject({ code: 1, data: { status: 'pending', order_id: orderId, pay_url: null, qr_content: trade.code_url, test_mode: false } });
    expect(trade.code_url).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    expect(trade).toMatchObject({ notify_url: `${origin}${NOTIFY}`, total: order.payableCents, attach: order.orderNo, appid: keys.common.appid, mchid: keys.common.mchid });
    const again = await call(t.app, 'POST', 'payment/index', { token: member.token, body: { order_id: orderId, method: 'wechat' }, headers: host() });
    expect(again.body.data).toMatchObject({ qr_content: trade.code_url });
    expect(fake.calls.filter((one) => one === 'POST /v3/pay/transactions/native').length).toBeGreaterThanOrEqual(2);
    expect([...fake.trades.values()].filter((one) => one.attach === order.orderNo)).toHaveLength(1);
  });

  it('pays on the signed, encrypted notification, answering 204; a replay is answered 204 and changes nothing', async () => {
    const { orderId, payment, order } = await startPayment('wx_paid');
    const signed = fake.pay(payment.paymentNo);
    const first = await notify(signed);
    expect([first.status, first.text]).toEqual([204, '']);
    const paid = await orderRow(orderId);
    expect(paid).toMatchObject({ status: 1, paidCents: order.payableCents, paymentMethod: 'wechat' });
    expect((await paymentOf(orderId)).status).toBe('paid');
    const replay = await notify(signed);
    expect(replay.status).toBe(204);
    expect((await orderRow(orderId)).paidAt).toEqual(paid.paidAt);
  });

  it('refuses a forged signature, a forger’s key, an altered amount and another app’s or merchant’s notification', async () => {
    const { orderId, payment, order } = await startPayment('wx_forged');
    const signed = fake.pay(payment.paymentNo);
    const forgedBody = await notify({ ...signed, body: signed.body.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" ') });
    expect([forgedBody.status, JSON.parse(forgedBody.text)]).toEqual([400, { code: 'FAIL', message: '通知签名无效' }]);
    const forger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    expect((await notify(fake.pay(payment.paymentNo, { signingKey: forger }))).status).toBe(400);
    const altered = await notify(fake.pay(payment.paymentNo, { resource: { amount: { total: order.payableCents - 1, currency: 'CNY' } } }));
    expect([altered.status, failure(altered).code]).toEqual([400, 'FAIL']);
    const yen = await notify(fake.pay(payment.paymentNo, { resource: { amount: { total: order.payableCents, currency: 'JPY' } } }));
    expect(yen.status).toBe(400);
    const otherApp = await notify(fake.pay(payment.paymentNo, { resource: { appid: 'wx0000000000000000' } }));
    const otherMerchant = await notify(fake.pay(payment.paymentNo, { resource: { mchid: '1900000999' } }));
    expect([otherApp.status, otherMerchant.status]).toEqual([400, 400]);
    expect((await orderRow(orderId)).status).toBe(0);
  });

  it('refuses a notification outside the five-minute window and one under another serial', async () => {
    const { orderId, payment } = await startPayment('wx_window');
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const stale = await notify(fake.pay(payment.paymentNo, { timestamp: now - 301 }));
    expect([stale.status, failure(stale).message]).toEqual([400, '通知时间戳不在有效期内']);
    const early = await notify(fake.pay(payment.paymentNo, { timestamp: now + 301 }));
    expect(early.status).toBe(400);
    const otherSerial = await notify(fake.pay(payment.paymentNo, { serial: 'PUB_KEY_ID_0119000001092025060100000000000002' }));
    expect(otherSerial.status).toBe(400);
    expect((await orderRow(orderId)).status).toBe(0);
    expect((await notify(fake.pay(payment.paymentNo, { timestamp: now - 290 }))).status).toBe(204);
    expect((await orderRow(orderId)).status).toBe(1);
  });

  it('acknowledges money for an expired order without paying it, and gives it back through WeChat Pay once', async () => {
    const { orderId, payment } = await startPayment('wx_late');
    t.clock.advance(31 * 60 * 1000);
    const notice = fake.pay(payment.paymentNo);
    expect((await notify(notice)).status).toBe(204);
    expect((await orderRow(orderId)).status).not.toBe(1);
    expect((await paymentOf(orderId)).status).toBe('refunded');
    expect([...fake.refunds.values()].filter((one) => one.out_trade_no === payment.paymentNo)).toEqual([expect.objectContaining({ out_refund_no: `${payment.paymentNo}LATE`, refund: payment.amountCents })]);
    // WeChat Pay sending it again changes nothing and refunds nothing twice.
    expect((await notify(notice)).status).toBe(204);
    expect([...fake.refunds.values()].filter((one) => one.out_trade_no === payment.paymentNo)).toHaveLength(1);
  });

  it('refuses a body too large or not JSON in WeChat Pay’s format, never a 5xx', async () => {
    const huge = await t.app.inject({ method: 'POST', url: NOTIFY, headers: { 'content-type': 'application/json', 'accept-language': 'en-us' }, payload: JSON.stringify({ x: 'x'.repeat(70_000) }) });
    expect([huge.statusCode, huge.json()]).toEqual([413, { code: 'FAIL', message: 'The request body is too large' }]);
    const text = await t.app.inject({ method: 'POST', url: NOTIFY, headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect([text.statusCode, text.json<{ code: string }>().code]).toEqual([400, 'FAIL']);
  });

  it('answers a translated 503 when WeChat Pay fails or does not answer, leaving the order pending', async () => {
    const member = await createMember(t.connection.db, 'wx_down');
    const orderId = await placeBuyOrder(t, member.token, { sku_id: mug.id });
    try {
      for (const mode of ['server-error', 'time-out', 'forged-answers'] as const) {
        fake.setMode(mode);
        const answer = await call(t.app, 'POST', 'payment/index', { token: member.token, body: { order_id: orderId, method: 'wechat' }, headers: host(), lang: 'en-us' });
        expect([mode, answer.status, answer.body.msg]).toEqual([mode, 503, 'WeChat Pay cannot be reached right now, please try again later']);
      }
      fake.setMode('time-out');
      const zh = await call(t.app, 'POST', 'payment/index', { token: member.token, body: { order_id: orderId, method: 'wechat' }, headers: host(), lang: 'zh-cn' });
      expect([zh.status, zh.body.msg]).toEqual([503, '暂时无法连接微信支付，请稍后再试']);
    } finally {
      fake.setMode('ok');
    }
    expect((await orderRow(orderId)).status).toBe(0);
    const retried = await call(t.app, 'POST', 'payment/index', { token: member.token, body: { order_id: orderId, method: 'wechat' }, headers: host() });
    expect(retried.body.data).toMatchObject({ status: 'pending', pay_url: null });
  });

  it('is refused 401 SIGN_ERROR by the fake when the request is not signed with our merchant key', async () => {
    const unsigned = await fetch(`${fake.url}/v3/pay/transactions/out-trade-no/P1?mchid=${keys.common.mchid}`);
    expect([unsigned.status, await unsigned.json()]).toEqual([401, { code: 'SIGN_ERROR', message: '签名错误' }]);
    const { payment } = await startPayment('wx_wrong_key');
    const impostor = createWechatpayProvider({ ...keys.settings(fake.url), privateKey: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey });
    await expect(impostor.query(t.connection.db, payment.paymentNo)).rejects.toMatchObject({ httpStatus: 409, messageKey: 'wechatpay_refused' });
  });

  it('reconciles by query: paid settles once, and an unknown trade is null', async () => {
    const { orderId, payment } = await startPayment('wx_query');
    expect(await wechat.query(t.connection.db, payment.paymentNo)).toMatchObject({ status: 'pending', payment_no: payment.paymentNo });
    fake.pay(payment.paymentNo);
    const state = await wechat.query(t.connection.db, payment.paymentNo);
    if (state?.status !== 'paid') throw new Error(`expected paid, got ${JSON.stringify(state)}`);
    expect(state.paid).toMatchObject({ paymentNo: payment.paymentNo, amountCents: payment.amountCents, tradeNo: fake.trades.get(payment.paymentNo)!.transaction_id });
    const first = await settleGatewayPayment(t.connection.db, 'wechat', state.paid, t.clock.now());
    const second = await settleGatewayPayment(t.connection.db, 'wechat', state.paid, t.clock.now());
    expect([first.replayed, second.replayed]).toEqual([false, true]);
    expect((await orderRow(orderId)).status).toBe(1);
    // The notification that arrives after the query settled is a replay too.
    expect((await notify(fake.pay(payment.paymentNo))).status).toBe(204);
    expect(await wechat.query(t.connection.db, 'P-not-ours')).toBeNull();
  });

  it('closes a pending trade; closing again is no error, and a closed trade reads as closed', async () => {
    const { payment } = await startPayment('wx_close');
    await wechat.close(t.connection.db, payment.paymentNo);
    expect(fake.trades.get(payment.paymentNo)!.trade_state).toBe('CLOSED');
    await wechat.close(t.connection.db, payment.paymentNo);
    expect(await wechat.query(t.connection.db, payment.paymentNo)).toMatchObject({ status: 'closed' });
  });

  it('refunds once per out_refund_no, and partial refunds never add up to more than was paid', async () => {
    const { payment } = await startPayment('wx_refund');
    expect((await notify(fake.pay(payment.paymentNo))).status).toBe(204);
    const total = payment.amountCents;
    const first = wechat.verifyRefundNotification(await wechat.refund(t.connection.db, { paymentNo: payment.paymentNo, outRefundNo: 'R-WX-1', amountCents: 1000 }, t.clock.now()));
    const again = wechat.verifyRefundNotification(await wechat.refund(t.connection.db, { paymentNo: payment.paymentNo, outRefundNo: 'R-WX-1', amountCents: 1000 }, t.clock.now()));
    expect(again).toEqual(first);
    expect(first).toMatchObject({ outRefundNo: 'R-WX-1', paymentNo: payment.paymentNo, amountCents: 1000 });
    expect([...fake.refunds.values()].filter((one) => one.out_trade_no === payment.paymentNo)).toHaveLength(1);
    const rest = wechat.verifyRefundNotification(await wechat.refund(t.connection.db, { paymentNo: payment.paymentNo, outRefundNo: 'R-WX-2', amountCents: total - 1000 }, t.clock.now()));
    expect(rest.amountCents).toBe(total - 1000);
    await expect(wechat.refund(t.connection.db, { paymentNo: payment.paymentNo, outRefundNo: 'R-WX-3', amountCents: 1 }, t.clock.now())).rejects.toMatchObject({ httpStatus: 409, messageKey: 'wechatpay_refused' });
    const given = [...fake.refunds.values()].filter((one) => one.out_trade_no === payment.paymentNo).reduce((sum, one) => sum + one.refund, 0);
    expect(given).toBe(total);
    expect(() => wechat.verifyRefundNotification({ refund_id: 'x' })).toThrow();
  });

  it('receives refund notifications verified and decrypted like payment ones', async () => {
    const { payment } = await startPayment('wx_refund_notify');
    await notify(fake.pay(payment.paymentNo));
    await wechat.refund(t.connection.db, { paymentNo: payment.paymentNo, outRefundNo: 'R-WX-N', amountCents: 500 }, t.clock.now());
    expect((await notify(fake.refundNotification('R-WX-N'), REFUND_NOTIFY)).status).toBe(204);
    const otherSerial = await notify(fake.refundNotification('R-WX-N', { serial: 'PUB_KEY_ID_0000' }), REFUND_NOTIFY);
    expect([otherSerial.status, failure(otherSerial).code]).toEqual([400, 'FAIL']);
    const otherMerchant = await notify(fake.refundNotification('R-WX-N', { resource: { mchid: '1900000999' } }), REFUND_NOTIFY);
    expect(otherMerchant.status).toBe(400);
    // A payment notification is not a refund one.
    expect((await notify(fake.pay(payment.paymentNo), REFUND_NOTIFY)).status).toBe(400);
  });

  it('pays a wallet top-up: the balance grows by the notification', async () => {
    const member = await createMember(t.connection.db, 'wx_topup');
    const created = await call(t.app, 'POST', 'recharge/create', { token: member.token, body: { amount: '50.00' } });
    const rechargeId = created.body.data.id;
    const started = await wechat.createPayment(t.connection.db, { userId: member.id, rechargeId }, t.clock.now(), origin);
    const [payment] = await t.connection.db.select().from(payments).where(eq(payments.rechargeId, rechargeId)).then((rows) => rows.filter((row) => row.method === 'wechat'));
    expect(started).toEqual({ pay_url: null, qr_content: fake.trades.get(payment!.paymentNo)!.code_url });
    expect((await fake.payAndNotify(payment!.paymentNo)).status).toBe(204);
    const [recharge] = await t.connection.db.select().from(recharges).where(eq(recharges.id, rechargeId));
    expect(recharge!.status).toBe('paid');
    const wallet = await call(t.app, 'GET', 'recharge/detail', { token: member.token, query: { id: String(rechargeId) } });
    expect(wallet.body.data.balance).toBe('50.00');
  });
});

describe('WeChat Pay in a production shop', () => {
  const keys = wechatpayTestKeys();
  let fake: WechatpayFake;
  let shop: TestApp;
  beforeAll(async () => {
    fake = await startWechatpayFake(keys.fake);
    shop = await createTestApp({ nodeEnv: 'production', payment: { wechat: keys.settings(fake.url) } });
  });
  afterAll(async () => {
    await shop.close();
    await fake.close();
  });

  it('starts with generated keys and no sandbox, and the cashier answers the QR', async () => {
    expect([...shop.app.paymentProviders.online.keys()]).toEqual(['wechat']);
    const mug = await inStockSku(shop.connection.db, 7);
    const member = await createMember(shop.connection.db, 'wx_production');
    const orderId = await placeBuyOrder(shop, member.token, { sku_id: mug.id });
    const options = await call(shop.app, 'GET', 'order/payment', { token: member.token, query: { order_id: String(orderId) }, lang: 'zh-cn' });
    expect(options.body.data.methods).toContainEqual(expect.objectContaining({ code: 'wechat', name: '微信支付', enabled: true, test_mode: false }));
    const started = await call(shop.app, 'POST', 'payment/index', { token: member.token, body: { order_id: orderId, method: 'wechat' } });
    expect(started.body.data).toMatchObject({ status: 'pending', pay_url: null, qr_content: expect.stringMatching(/^weixin:\/\/wxpay\/bizpayurl\?pr=/) });
    expect((await shop.app.inject({ method: 'POST', url: '/homeapi/sandbox/notify', payload: {} })).statusCode).toBe(404);
  });
});

describe('WeChat Pay notify routes without WeChat Pay', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answer 404 in WeChat Pay’s format', async () => {
    const answer = await t.app.inject({ method: 'POST', url: NOTIFY, headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect([answer.statusCode, answer.json()]).toEqual([404, { code: 'FAIL', message: '该支付方式暂不可用' }]);
  });
});
