import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { memberCoupons } from '../../db/schema';
import { createMember, inStockSku, placeBuyOrder, SEEDED, skuStock } from '../../testing/buying-fixtures';
import { call, createTestApp, signIn, signInStaff, type TestApp } from '../../testing/test-app';
import { cancelExpiredOrders } from './expiry-service';

describe('order life', () => {
  let t: TestApp;
  let demo: string;
  let admin: string;
  let lily: string;
  let mug: { id: number; priceCents: number; stock: number };
  beforeAll(async () => {
    t = await createTestApp();
    demo = await signIn(t.app, 'demo', 'demo1234');
    admin = await signInStaff(t.app, 'warehouse');
    lily = await signIn(t.app, 'lily', 'reviewer1234');
    mug = await inStockSku(t.connection.db, 7);
  });
  afterAll(() => t.close());
  // Unpaid orders another test left are past their payment window and swept, so a test's stock and sweep counts are its own.
  beforeEach(async () => {
    t.clock.advance(31 * 60 * 1000);
    await cancelExpiredOrders(t.connection.db, t.clock.now());
  });

  const detail = (id: number, token = demo) => call(t.app, 'GET', 'order/detail', { token, query: { id: String(id) }, lang: 'en-us' });

  it('shows seeded orders in every tab with their counts', async () => {
    const all = await call(t.app, 'GET', 'order/list', { token: demo, query: { status: 'all', size: '50' } });
    expect(all.body.data.counts).toEqual({ all: 8, unpaid: 1, unshipped: 2, unreceived: 1, refund: 1, unreviewed: 1, completed: 1 });
    for (const [tab, id] of [
      ['unpaid', SEEDED.demoOrders.unpaid],
      ['unshipped', SEEDED.demoOrders.unshipped],
      ['unreceived', SEEDED.demoOrders.unreceived],
      ['refund', SEEDED.demoOrders.refund],
      ['unreviewed', SEEDED.demoOrders.unreviewed],
      ['completed', SEEDED.demoOrders.completed],
    ] as const) {
      const list = await call(t.app, 'GET', 'order/list', { token: demo, query: { status: tab } });
      expect(list.body.data.list.map((order: { id: number }) => order.id)).toContain(id);
      expect(list.body.data.total).toBe(list.body.data.counts[tab]);
    }
    const paged = await call(t.app, 'GET', 'order/list', { token: demo, query: { status: 'all', page: '2', size: '3' } });
    expect(paged.body.data).toMatchObject({ page: 2, size: 3, total: 8 });
    expect(paged.body.data.list).toHaveLength(3);
    const shipped = await detail(SEEDED.demoOrders.unreceived);
    expect(shipped.body.data).toMatchObject({ status: 2, status_text: 'Pending receipt', express: { company: '顺丰速运 SF Express' } });
    const pickup = await detail(SEEDED.demoOrders.pickup);
    expect(pickup.body.data).toMatchObject({ delivery: 'pickup', pickup_code: '52718364', store: { name: 'Shanghai flagship store' }, address: null });
  });

  it('answers 404 for another member’s order, 400 for a bad tab or id, 401 without a token', async () => {
    expect((await detail(SEEDED.lilyOrder)).status).toBe(404);
    expect((await call(t.app, 'POST', 'order/cancel', { token: demo, body: { id: SEEDED.lilyOrder } })).status).toBe(404);
    expect((await call(t.app, 'POST', 'order/again', { token: demo, body: { id: SEEDED.lilyOrder } })).status).toBe(404);
    expect((await call(t.app, 'POST', 'order/confirm_receipt', { token: lily, body: { id: SEEDED.demoOrders.unreceived } })).status).toBe(404);
    const badTab = await call(t.app, 'GET', 'order/list', { token: demo, query: { status: 'shipped' } });
    expect([badTab.status, badTab.body.data.field]).toEqual([400, 'status']);
    expect((await call(t.app, 'GET', 'order/detail', { token: demo, query: { id: 'x' } })).body.data.field).toBe('id');
    expect((await call(t.app, 'POST', 'order/cancel', { token: demo, body: {} })).body.data.field).toBe('id');
    expect((await call(t.app, 'GET', 'order/list')).status).toBe(401);
    expect((await call(t.app, 'POST', 'order/cancel', { body: { id: 1 } })).status).toBe(401);
  });

  it('cancels an unpaid order, giving back stock and coupon; only unpaid orders cancel', async () => {
    const member = await createMember(t.connection.db, 'canceller');
    const [held] = await t.connection.db.insert(memberCoupons).values({ userId: member.id, couponId: 3 }).returning();
    const before = await skuStock(t.connection.db, mug.id);
    const id = await placeBuyOrder(t, member.token, { sku_id: mug.id, quantity: 2, coupon_id: held!.id });
    expect(await skuStock(t.connection.db, mug.id)).toBe(before - 2);
    const cancelled = await call(t.app, 'POST', 'order/cancel', { token: member.token, body: { id }, lang: 'en-us' });
    expect(cancelled.body).toMatchObject({ code: 1, msg: 'Order cancelled' });
    expect(await skuStock(t.connection.db, mug.id)).toBe(before);
    const [coupon] = await t.connection.db.select().from(memberCoupons).where(eq(memberCoupons.id, held!.id));
    expect(coupon).toMatchObject({ usedAt: null, usedOrderId: null });
    const twice = await call(t.app, 'POST', 'order/cancel', { token: member.token, body: { id } });
    expect([twice.status, twice.body.code]).toEqual([409, 402]);
    expect(await skuStock(t.connection.db, mug.id)).toBe(before);
    expect((await call(t.app, 'POST', 'order/cancel', { token: demo, body: { id: SEEDED.demoOrders.unshipped } })).status).toBe(409);
  });

  it('expires unpaid orders after 30 minutes: stock and coupon released, and the order can no longer be paid', async () => {
    const member = await createMember(t.connection.db, 'late_payer', 100_000_00);
    const [held] = await t.connection.db.insert(memberCoupons).values({ userId: member.id, couponId: 3 }).returning();
    const before = await skuStock(t.connection.db, mug.id);
    const id = await placeBuyOrder(t, member.token, { sku_id: mug.id, quantity: 1, coupon_id: held!.id });
    t.clock.advance(29 * 60 * 1000);
    expect(await cancelExpiredOrders(t.connection.db, t.clock.now())).toBe(0);
    t.clock.advance(60 * 1000);
    // Lazily, before paying: the pay call itself finds the order expired.
    const paid = await call(t.app, 'POST', 'payment/index', { token: member.token, body: { order_id: id, method: 'balance' }, lang: 'en-us' });
    expect(paid.body).toMatchObject({ code: 402, msg: 'This order can no longer be paid' });
    expect((await detail(id, member.token)).body.data).toMatchObject({ status: 5, status_text: 'Cancelled' });
    expect(await skuStock(t.connection.db, mug.id)).toBe(before);
    const [coupon] = await t.connection.db.select().from(memberCoupons).where(eq(memberCoupons.id, held!.id));
    expect(coupon!.usedAt).toBeNull();
    // The sweep finds nothing left to do, and releases nothing twice.
    expect(await cancelExpiredOrders(t.connection.db, t.clock.now())).toBe(0);
    expect(await skuStock(t.connection.db, mug.id)).toBe(before);
  });

  it('cancelExpiredOrders sweeps every member’s overdue orders', async () => {
    const [a, b] = await Promise.all([createMember(t.connection.db, 'sweep_a'), createMember(t.connection.db, 'sweep_b')]);
    const before = await skuStock(t.connection.db, mug.id);
    await placeBuyOrder(t, a.token, { sku_id: mug.id });
    await placeBuyOrder(t, b.token, { sku_id: mug.id });
    t.clock.advance(31 * 60 * 1000);
    expect(await cancelExpiredOrders(t.connection.db, t.clock.now())).toBe(2);
    expect(await skuStock(t.connection.db, mug.id)).toBe(before);
  });

  it('ships (back office only), then the member confirms receipt', async () => {
    const member = await createMember(t.connection.db, 'receiver', 1000_00);
    const id = await placeBuyOrder(t, member.token, { sku_id: mug.id, delivery: 'express', store_id: undefined, address_id: undefined, type: 'buy' }).catch(() => 0);
    expect(id).toBe(0);
    await call(t.app, 'POST', 'address/save', { token: member.token, body: { accept_name: 'R', mobile: '13911113333', country: 'CN', province: 'BJ', city: 'BJ', address: 'Road 2' } });
    const addressId = (await call(t.app, 'GET', 'address/index', { token: member.token })).body.data.list[0]!.id;
    const orderId = await placeBuyOrder(t, member.token, { sku_id: mug.id, delivery: 'express', address_id: addressId });
    const early = await call(t.app, 'POST', 'admin/order/ship', { token: admin, body: { id: orderId, express_company: 'SF', tracking_no: 'SF1234567' } });
    expect(early.status).toBe(409);
    await call(t.app, 'POST', 'payment/index', { token: member.token, body: { order_id: orderId, method: 'balance' } });
    // A member's token is no back-office token.
    const byMember = await call(t.app, 'POST', 'admin/order/ship', { token: member.token, body: { id: orderId, express_company: 'SF', tracking_no: 'SF1234567' } });
    expect(byMember.status).toBe(401);
    expect((await call(t.app, 'POST', 'admin/order/ship', { body: { id: orderId } })).status).toBe(401);
    const noTracking = await call(t.app, 'POST', 'admin/order/ship', { token: admin, body: { id: orderId, express_company: 'SF' } });
    expect([noTracking.status, noTracking.body.data.field]).toEqual([400, 'tracking_no']);
    expect((await call(t.app, 'POST', 'admin/order/ship', { token: admin, body: { id: 999999, express_company: 'SF', tracking_no: 'SF1234567' } })).status).toBe(404);
    const receiptTooEarly = await call(t.app, 'POST', 'order/confirm_receipt', { token: member.token, body: { id: orderId } });
    expect(receiptTooEarly.status).toBe(409);
    const shipped = await call(t.app, 'POST', 'admin/order/ship', { token: admin, body: { id: orderId, express_company: 'SF Express', tracking_no: 'SF1234567' } });
    expect(shipped.body.code).toBe(1);
    const sent = (await detail(orderId, member.token)).body.data;
    expect(sent).toMatchObject({ status: 2, express: { company: 'SF Express', tracking_no: 'SF1234567' }, pickup_ready_at: null });
    expect(Date.parse(sent.shipped_at!)).toBeGreaterThanOrEqual(Date.parse(sent.paid_at!));
    const received = await call(t.app, 'POST', 'order/confirm_receipt', { token: member.token, body: { id: orderId }, lang: 'en-us' });
    expect(received.body).toMatchObject({ code: 1, msg: 'Receipt confirmed' });
    expect((await detail(orderId, member.token)).body.data).toMatchObject({ status: 3, status_text: 'Pending review' });
  });

  it('makes a paid pickup order ready at the store; its pickup code shows once paid', async () => {
    const member = await createMember(t.connection.db, 'picker', 1000_00);
    const orderId = await placeBuyOrder(t, member.token, { sku_id: mug.id });
    expect((await detail(orderId, member.token)).body.data.pickup_code).toBeNull();
    await call(t.app, 'POST', 'payment/index', { token: member.token, body: { order_id: orderId, method: 'balance' } });
    expect((await detail(orderId, member.token)).body.data.pickup_code).toMatch(/^\d{8}$/);
    const ready = await call(t.app, 'POST', 'admin/order/pickup/ready', { token: admin, body: { id: orderId } });
    expect(ready.body.code).toBe(1);
    const readied = (await detail(orderId, member.token)).body.data;
    expect(readied).toMatchObject({ status: 2, express: null, shipped_at: null });
    // Its "shipped" step on the member's progress line is when it was made ready.
    expect(Date.parse(readied.pickup_ready_at!)).toBeGreaterThanOrEqual(Date.parse(readied.paid_at!));
  });

  it('order/again refills the cart, bounded by stock', async () => {
    const member = await createMember(t.connection.db, 'repeater', 1000_00);
    const orderId = await placeBuyOrder(t, member.token, { sku_id: mug.id, quantity: 3 });
    const again = await call(t.app, 'POST', 'order/again', { token: member.token, body: { id: orderId }, lang: 'en-us' });
    expect(again.body).toMatchObject({ code: 1, data: { count: 1 } });
    const cart = (await call(t.app, 'GET', 'cart/index', { token: member.token })).body.data.list;
    expect(cart).toMatchObject([{ sku_id: mug.id, quantity: 3 }]);
    const stock = await skuStock(t.connection.db, mug.id);
    for (let n = 0; n < Math.ceil(stock / 3) + 1; n += 1) await call(t.app, 'POST', 'order/again', { token: member.token, body: { id: orderId } });
    const capped = (await call(t.app, 'GET', 'cart/index', { token: member.token })).body.data.list;
    expect(capped[0]!.quantity).toBe(stock);
  });
});
