import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { EvaluateAnswer, RefundableOrder } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { pointsLedger } from '../../db/schema';
import { inStockSku } from '../../testing/buying-fixtures';
import { call, createTestApp, signInStaff, type TestApp } from '../../testing/test-app';
import { DAY_MS } from '../order';
import { orderRow, placeOrder, refundBody, refundCall, ship, walletMember, type Member } from '../refund/refund-test-kit';
import { SCHEDULED_JOBS, type JobContext } from './scheduled-jobs';

// The jobs' work, called directly as the job library calls it, with the test clock moved by days.
// Each run may move the seeded demo orders too, so the tests follow their own orders; a second run
// at once moves nothing.

describe('orders that finish by themselves', () => {
  let t: TestApp;
  let mug: { id: number };
  let context: JobContext;
  beforeAll(async () => {
    t = await createTestApp({ orderWindows: { autoReceiveMs: 10 * DAY_MS, reviewMs: 15 * DAY_MS, afterSalesMs: 7 * DAY_MS } });
    mug = await inStockSku(t.connection.db, 7);
    context = { db: t.connection.db, paymentProviders: t.app.paymentProviders, orderWindows: t.app.orderWindows, clock: t.clock.now, log: t.app.log };
  });
  afterAll(() => t.close());
  // Member sessions last 30 days, and each test moves the clock by up to 15.
  beforeEach(() => t.clock.restart());

  const runJob = (name: string) => SCHEDULED_JOBS.find((job) => job.name === name)!.run(context, t.clock.now());
  const shippedOrder = async (member: Member & { addressId: number }) => {
    const orderId = await placeOrder(t, member, [{ skuId: mug.id, quantity: 1 }], { delivery: 'express', addressId: member.addressId });
    // A staff session lasts hours, and the clock moves by days.
    expect((await ship(t, await signInStaff(t.app, 'operator'), orderId)).body.code).toBe(1);
    return orderId;
  };
  const status = async (orderId: number) => (await orderRow(t, orderId)).status;

  it('receives an unconfirmed shipped order AUTO_RECEIVE_DAYS after shipping, once, as the member would', async () => {
    const member = await walletMember(t, 'forgetful');
    const orderId = await shippedOrder(member);
    const shippedAt = t.clock.now().getTime();
    const before = await call(t.app, 'GET', 'order/detail', { token: member.token, query: { id: String(orderId) } });
    expect(before.body.data.windows).toEqual({ auto_receive_at: new Date(shippedAt + 10 * DAY_MS).toISOString(), review_closes_at: null, after_sales_closes_at: null });
    t.clock.advance(10 * DAY_MS - 1);
    await runJob('receive-overdue-orders');
    expect(await status(orderId)).toBe(2);
    t.clock.advance(1);
    expect(await runJob('receive-overdue-orders')).toBeGreaterThanOrEqual(1);
    expect(await runJob('receive-overdue-orders')).toBe(0);
    const row = await orderRow(t, orderId);
    expect(row).toMatchObject({ status: 3, receivedAt: t.clock.now() });
    const detail = await call(t.app, 'GET', 'order/detail', { token: member.token, query: { id: String(orderId) }, lang: 'en-us' });
    expect(detail.body.data).toMatchObject({ status: 3, status_text: 'Pending review' });
    const receivedAt = t.clock.now().getTime();
    expect(detail.body.data.windows).toEqual({
      auto_receive_at: null,
      review_closes_at: new Date(receivedAt + 15 * DAY_MS).toISOString(),
      after_sales_closes_at: new Date(receivedAt + 7 * DAY_MS).toISOString(),
    });
    const zh = await call(t.app, 'GET', 'order/detail', { token: member.token, query: { id: String(orderId) }, lang: 'zh-cn' });
    expect(zh.body.data).toMatchObject({ status: 3, status_text: '待评价' });
  });

  it('leaves an order with a refund open alone, and receives it once the request is withdrawn', async () => {
    const member = await walletMember(t, 'undecided');
    const orderId = await shippedOrder(member);
    const [line] = (await orderRow(t, orderId)).items;
    const applied = await refundCall(t, 'POST', 'refund/apply', { token: member.token, body: refundBody(orderId, [{ order_item_id: line!.id, quantity: 1 }]) });
    expect(applied.body.code).toBe(1);
    t.clock.advance(11 * DAY_MS);
    await runJob('receive-overdue-orders');
    expect(await status(orderId)).toBe(6);
    expect((await refundCall(t, 'POST', 'refund/cancel', { token: member.token, body: { id: applied.body.data.id } })).body.code).toBe(1);
    expect(await status(orderId)).toBe(2);
    expect(await runJob('receive-overdue-orders')).toBe(1);
    expect(await status(orderId)).toBe(3);
    expect(await runJob('receive-overdue-orders')).toBe(0);
  });

  it('closes after-sales AFTER_SALES_DAYS after receipt, saying so in both languages', async () => {
    const member = await walletMember(t, 'latecomer');
    const orderId = await shippedOrder(member);
    expect((await call(t.app, 'POST', 'order/confirm_receipt', { token: member.token, body: { id: orderId } })).body.code).toBe(1);
    const [line] = (await orderRow(t, orderId)).items;
    const describe = (lang: string) => refundCall<RefundableOrder>(t, 'GET', 'refund/order', { token: member.token, query: { order_id: String(orderId) }, lang });
    t.clock.advance(7 * DAY_MS - 1);
    expect((await describe('en-us')).body.data).toMatchObject({ refusal: null, kinds: ['refund', 'return'] });
    t.clock.advance(1);
    expect((await describe('en-us')).body.data).toMatchObject({ refusal: 'The after-sales period of this order has ended', kinds: [] });
    expect((await describe('zh-cn')).body.data).toMatchObject({ refusal: '该订单已超过售后期限' });
    for (const lang of ['en-us', 'zh-cn']) {
      const late = await refundCall(t, 'POST', 'refund/apply', { token: member.token, body: refundBody(orderId, [{ order_item_id: line!.id, quantity: 1 }]), lang });
      expect(late.status).toBe(409);
      expect(late.body).toMatchObject({ msg: lang === 'en-us' ? 'The after-sales period of this order has ended' : '该订单已超过售后期限', data: { field: 'order_id' } });
    }
    expect(await status(orderId)).toBe(3);
  });

  it('closes the review window REVIEW_WINDOW_DAYS after receipt: the order completes without review points, once', async () => {
    const member = await walletMember(t, 'quiet');
    const orderId = await shippedOrder(member);
    expect((await call(t.app, 'POST', 'order/confirm_receipt', { token: member.token, body: { id: orderId } })).body.code).toBe(1);
    const evaluate = (lang = 'en-us') => refundCall<EvaluateAnswer>(t, 'GET', 'order/evaluate', { token: member.token, query: { order_id: String(orderId) }, lang });
    t.clock.advance(15 * DAY_MS - 1);
    expect((await evaluate()).body.code).toBe(1);
    await runJob('close-review-windows');
    expect(await status(orderId)).toBe(3);
    t.clock.advance(1);
    // Closed by the clock even before the job runs.
    const closed = await evaluate();
    expect(closed.status).toBe(409);
    expect(closed.body).toMatchObject({ msg: 'The review period of this order has ended', data: { field: 'order_id' } });
    expect((await evaluate('zh-cn')).body.msg).toBe('该订单已超过评价期限');
    expect(await runJob('close-review-windows')).toBeGreaterThanOrEqual(1);
    expect(await runJob('close-review-windows')).toBe(0);
    expect(await status(orderId)).toBe(4);
    expect(await t.connection.db.select().from(pointsLedger).where(eq(pointsLedger.orderId, orderId))).toEqual([]);
    const list = await call(t.app, 'GET', 'order/list', { token: member.token, query: { status: 'completed' }, lang: 'en-us' });
    expect(list.body.data.list.map((order: { id: number }) => order.id)).toContain(orderId);
  });
});
