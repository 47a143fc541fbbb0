import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { orders, payments } from '../../db/schema';
import { inStockSku, pendingPayment, startOnlinePayment } from '../../testing/buying-fixtures';
import { call, createTestApp, type TestApp } from '../../testing/test-app';
import { DEVELOPMENT_GATEWAY_SECRET } from './sandbox-settings';
import { signNotification } from './gateway-service';

describe('sandbox gateway', () => {
  let t: TestApp;
  let mug: { id: number; priceCents: number };
  beforeAll(async () => {
    t = await createTestApp();
    mug = await inStockSku(t.connection.db, 7);
  });
  afterAll(() => t.close());

  async function startPayment(username: string) {
    const started = await startOnlinePayment(t, { username, skuId: mug.id, method: 'sandbox' });
    return { ...started, token: new URL(pendingPayment(started.started).pay_url, 'http://shop.test').searchParams.get('token')! };
  }

  const notification = (paymentNo: string, orderNo: string, amountCents: number) => {
    const fields = { payment_no: paymentNo, order_no: orderNo, amount_cents: amountCents, paid_at: '2025-06-01T08:05:00.000Z' };
    return { ...fields, sign: signNotification(DEVELOPMENT_GATEWAY_SECRET, fields) };
  };
  const notify = (body: unknown) => call(t.app, 'POST', 'sandbox/notify', { body, lang: 'en-us' });
  const orderStatus = async (id: number) => (await t.connection.db.select().from(orders).where(eq(orders.id, id)))[0]!.status;

  it('starts a pending payment with a pay page link and QR content, reused on a second start', async () => {
    const { member, orderId, started, payment } = await startPayment('gateway_a');
    expect(started.body.data).toMatchObject({ status: 'pending', order_id: orderId });
    expect(pendingPayment(started).pay_url).toMatch(/^\/homeapi\/sandbox\/pay\?token=[A-Za-z0-9_-]{32}$/);
    expect(pendingPayment(started).qr_content).toMatch(/^https?:\/\/.+\/homeapi\/sandbox\/pay\?token=/);
    expect(payment).toMatchObject({ status: 'pending', amountCents: mug.priceCents, method: 'sandbox' });
    const again = await call(t.app, 'POST', 'payment/index', { token: member.token, body: { order_id: orderId, method: 'sandbox' } });
    expect(pendingPayment(again).pay_url).toBe(pendingPayment(started).pay_url);
  });

  it('pays on a valid notification; a replay changes nothing and still answers success', async () => {
    const { orderId, payment, order } = await startPayment('gateway_b');
    const body = notification(payment.paymentNo, order.orderNo, order.payableCents);
    const first = await notify(body);
    expect(first.body).toMatchObject({ code: 1, data: { status: 'paid', order_id: orderId, replayed: false } });
    const [paid] = await t.connection.db.select().from(orders).where(eq(orders.id, orderId));
    expect(paid).toMatchObject({ status: 1, paidCents: order.payableCents, paymentMethod: 'sandbox' });
    const replay = await notify(body);
    expect(replay.body).toMatchObject({ code: 1, data: { status: 'paid', replayed: true } });
    const [after] = await t.connection.db.select().from(orders).where(eq(orders.id, orderId));
    expect(after!.paidAt).toEqual(paid!.paidAt);
  });

  it('refuses a forged signature, an altered amount and a mismatched order, changing nothing', async () => {
    const { orderId, payment, order } = await startPayment('gateway_c');
    const good = notification(payment.paymentNo, order.orderNo, order.payableCents);
    const forged = await notify({ ...good, sign: 'f'.repeat(64) });
    expect([forged.status, forged.body.code, forged.body.data.field]).toEqual([400, 402, 'sign']);
    const tampered = await notify({ ...good, amount_cents: 1 });
    expect([tampered.status, tampered.body.data.field]).toEqual([400, 'sign']);
    const altered = await notify(notification(payment.paymentNo, order.orderNo, 1));
    expect([altered.status, altered.body.msg, altered.body.data.field]).toEqual([400, 'The amount does not match the order', 'amount_cents']);
    const otherOrder = await notify(notification(payment.paymentNo, '20250601999999', order.payableCents));
    expect([otherOrder.status, otherOrder.body.data.field]).toEqual([400, 'order_no']);
    const unknown = await notify(notification('P000000000000000000', order.orderNo, order.payableCents));
    expect([unknown.status, unknown.body.data.field]).toEqual([400, 'payment_no']);
    const malformed = await notify({ ...good, amount_cents: '12.00' });
    expect([malformed.status, malformed.body.data.field]).toEqual([400, 'amount_cents']);
    expect(await orderStatus(orderId)).toBe(0);
  });

  it('runs the pay page end to end: page, Pay form, redirect to the cashier, order paid', async () => {
    const { orderId, token } = await startPayment('gateway_d');
    const page = await t.app.inject({ method: 'GET', url: `/homeapi/sandbox/pay?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).toContain('action="/homeapi/sandbox/pay/confirm"');
    expect(page.body).toContain(`value="${token}"`);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/homeapi/sandbox/pay/confirm',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${token}`,
    });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe(`/home/cart/cashier?order_id=${orderId}&result=paid`);
    expect(await orderStatus(orderId)).toBe(1);
    const [payment] = await t.connection.db.select().from(payments).where(eq(payments.gatewayToken, token));
    expect(payment!.status).toBe('paid');
    const pageAfter = await t.app.inject({ method: 'GET', url: `/homeapi/sandbox/pay?token=${token}` });
    expect(pageAfter.body).not.toContain('/homeapi/sandbox/pay/confirm');
  });

  it('Cancel goes back to the cashier unpaid; an expired order is not paid from the page', async () => {
    const { orderId, token } = await startPayment('gateway_e');
    const cancelled = await t.app.inject({ method: 'POST', url: '/homeapi/sandbox/pay/cancel', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `token=${token}` });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`/home/cart/cashier?order_id=${orderId}&result=cancelled`);
    expect(await orderStatus(orderId)).toBe(0);
    t.clock.advance(31 * 60 * 1000);
    const late = await t.app.inject({ method: 'POST', url: '/homeapi/sandbox/pay/confirm', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `token=${token}` });
    expect(late.headers.location).toBe(`/home/cart/cashier?order_id=${orderId}&result=failed`);
    expect(await orderStatus(orderId)).toBe(0);
    const missing = await t.app.inject({ method: 'GET', url: `/homeapi/sandbox/pay?token=${'A'.repeat(32)}` });
    expect(missing.statusCode).toBe(404);
  });

  it('acknowledges money for an expired order without paying the order, and gives it back once', async () => {
    const { orderId, payment, order } = await startPayment('gateway_f');
    t.clock.advance(31 * 60 * 1000);
    const body = notification(payment.paymentNo, order.orderNo, order.payableCents);
    const late = await notify(body);
    expect(late.body).toMatchObject({ code: 1, data: { order_id: orderId, replayed: false, late: true } });
    expect(await orderStatus(orderId)).toBe(0);
    const [refunded] = await t.connection.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(refunded!.status).toBe('refunded');
    const replay = await notify(body);
    expect(replay.body).toMatchObject({ code: 1, data: { replayed: true, late: true } });
    const [after] = await t.connection.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(after!.status).toBe('refunded');
  });

  it('labels the sandbox as a test mode in the payment options and on its pay page', async () => {
    const { member, orderId, started, token } = await startPayment('gateway_g');
    expect(pendingPayment(started).test_mode).toBe(true);
    const options = await call(t.app, 'GET', 'order/payment', { token: member.token, query: { order_id: String(orderId) }, lang: 'en-us' });
    expect(options.body.data.methods).toEqual([
      expect.objectContaining({ code: 'balance', test_mode: false }),
      { code: 'sandbox', name: 'Online payment (sandbox, test mode)', enabled: true, test_mode: true },
    ]);
    const page = await t.app.inject({ method: 'GET', url: `/homeapi/sandbox/pay?token=${token}` });
    expect(page.body).toContain('TEST MODE');
    expect(page.body).toContain('测试模式');
  });
});
