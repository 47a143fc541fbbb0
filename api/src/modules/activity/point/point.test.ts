import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ORDER_STATUS } from '@shop/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { activitySkus, orders, pointsLedger, users } from '../../../db/schema';
import { buyActivity, createActivity, signUpMembers } from '../../../testing/activity-fixtures';
import { inStockSku, skuStock } from '../../../testing/buying-fixtures';
import { call, createTestApp, type TestApp } from '../../../testing/test-app';

const HOUR = 60 * 60 * 1000;
const PAYMENT_WINDOW_MS = 30 * 60 * 1000;

describe('the points mall', () => {
  let t: TestApp;
  let mug: { id: number; priceCents: number };
  let members = 0;
  beforeAll(async () => {
    t = await createTestApp();
    mug = await inStockSku(t.connection.db, 7);
  });
  afterAll(() => t.close());

  const window = () => ({ startsAt: new Date(t.clock.now().getTime() - HOUR), endsAt: new Date(t.clock.now().getTime() + HOUR) });
  /** A points product on the mug: `points` per unit plus `cashCents`, 20 units. */
  const pointsProduct = (points: number, cashCents: number, stock = 20) =>
    createActivity(t.connection.db, { type: 'point', ...window(), skus: [{ skuId: mug.id, priceCents: cashCents, points, stock }] });
  const member = async (points: number) => (await signUpMembers(t.connection.db, 1, { prefix: `pm${(members += 1)}-`, points }))[0]!;
  const pointsOf = async (userId: number) => (await t.connection.db.select({ points: users.points }).from(users).where(eq(users.id, userId)))[0]!.points;
  const ledgerOf = (userId: number) => t.connection.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId)).orderBy(asc(pointsLedger.id));
  const activityStock = async (id: number) => (await t.connection.db.select().from(activitySkus).where(eq(activitySkus.id, id)))[0]!;
  const exchange = (token: string, activityId: number, extra: Record<string, unknown> = {}) => ({
    token,
    lang: 'en-us',
    body: { type: 'point', activity_id: activityId, sku_id: mug.id, quantity: 1, delivery: 'pickup', store_id: 1, ...extra },
  });

  it('lists points products with points and cash, and the member’s points (none for a visitor)', async () => {
    const { activity } = await pointsProduct(1200, 9_90);
    const buyer = await member(1500);
    const asMember = await call(t.app, 'GET', 'activity/point/index', { token: buyer.token, query: { size: '60' } });
    expect(asMember.body.data.member_points).toBe(1500);
    expect(asMember.body.data.list.find((card) => card.id === activity.id)).toMatchObject({ type: 'point', points: 1200, price: '9.90', stock: 20, state: 'selling' });
    const asVisitor = await call(t.app, 'GET', 'activity/point/index');
    expect(asVisitor.body.data.member_points).toBeNull();
  });

  it('shows a product’s page with the member’s points and whether they cover it', async () => {
    const { activity } = await pointsProduct(800, 0);
    const view = (token?: string) => call(t.app, 'GET', 'activity/point/view', { token, query: { id: String(activity.id) } });
    const rich = await member(800);
    expect((await view(rich.token)).body.data).toMatchObject({ id: activity.id, points: 800, price: '0.00', member_points: 800, can_afford: true, skus: [{ sku_id: mug.id, points: 800 }] });
    const short = await member(799);
    expect((await view(short.token)).body.data).toMatchObject({ member_points: 799, can_afford: false });
    expect((await view()).body.data).toMatchObject({ member_points: null, can_afford: false });
    const limit = await createActivity(t.connection.db, { type: 'limit', ...window() });
    expect((await call(t.app, 'GET', 'activity/point/view', { query: { id: String(limit.activity.id) } })).status).toBe(404);
    expect((await call(t.app, 'GET', 'activity/point/view', { query: { id: 'x' } })).body.data.field).toBe('id');
  });

  it('refuses too few points at confirm and at create, naming the quantity, and takes nothing', async () => {
    const { activity, skus } = await pointsProduct(500, 5_00);
    const buyer = await member(999);
    const enough = await call(t.app, 'POST', 'order/confirm', exchange(buyer.token, activity.id));
    expect(enough.body.data).toMatchObject({ points_cost: 500, points_balance: 999, payable: '5.00', activity: { id: activity.id, type: 'point' } });
    for (const path of ['order/confirm', 'order/create'] as const) {
      const refused = await call(t.app, 'POST', path, exchange(buyer.token, activity.id, { quantity: 2 }));
      expect([refused.status, refused.body.msg, refused.body.data.field]).toEqual([400, 'Not enough points: this needs 1000 points and you have 999', 'quantity']);
    }
    const zh = await call(t.app, 'POST', 'order/create', { ...exchange(buyer.token, activity.id, { quantity: 2 }), lang: 'zh-cn' });
    expect(zh.body.msg).toBe('积分不足：需要1000积分，您有999积分');
    expect(await pointsOf(buyer.id)).toBe(999);
    expect(await ledgerOf(buyer.id)).toEqual([]);
    expect(await activityStock(skus[0]!.id)).toMatchObject({ stock: 20, sold: 0 });
  });

  it('takes the points with a log row in the order’s transaction, and ships free', async () => {
    const { activity, skus } = await pointsProduct(300, 1_50);
    const buyer = await member(1000);
    const preview = await call(t.app, 'POST', 'order/confirm', exchange(buyer.token, activity.id, { quantity: 3, delivery: 'express', store_id: undefined }));
    // 4.50 of goods would pay 10.00 freight in a normal order.
    expect(preview.body.data).toMatchObject({ goods_amount: '4.50', freight: '0.00', payable: '4.50', points_cost: 900, coupons: [] });
    const created = await buyActivity(t, buyer.token, { type: 'point', activity_id: activity.id, sku_id: mug.id, quantity: 3 });
    expect(created.body.data).toMatchObject({ payable: '4.50', paid: false });
    const orderId = created.body.data.order_id;
    expect(await pointsOf(buyer.id)).toBe(100);
    expect(await ledgerOf(buyer.id)).toMatchObject([{ type: 'expense', points: 900, balanceAfter: 100, orderId }]);
    const [order] = await t.connection.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: ORDER_STATUS.unpaid, pointsSpent: 900, activityType: 'point', goodsCents: 4_50 });
    expect(await activityStock(skus[0]!.id)).toMatchObject({ stock: 17, sold: 3 });
    const log = await call(t.app, 'GET', 'wallet/points', { token: buyer.token, lang: 'en-us' });
    expect(log.body.data.list[0]).toMatchObject({ type: 'expense', points: 900, balance_after: 100 });
  });

  it('takes nothing when the order fails after the points were taken', async () => {
    const { activity, skus } = await pointsProduct(200, 2_00);
    const buyer = await member(1000);
    const warehouse = await skuStock(t.connection.db, mug.id);
    const [before] = await t.connection.db.select({ total: count() }).from(orders);
    // The warehouse's stock is the order's last step: a trigger makes its update miss, as when the
    // last units went to another buyer between the check and the take.
    await t.connection.db.execute(sql.raw('create or replace function test_hold_stock() returns trigger language plpgsql as $$ begin return null; end $$'));
    await t.connection.db.execute(sql.raw(`create trigger test_hold_stock before update on goods_skus for each row when (old.id = ${mug.id}) execute function test_hold_stock()`));
    try {
      const failed = await buyActivity(t, buyer.token, { type: 'point', activity_id: activity.id, sku_id: mug.id, quantity: 2 });
      expect([failed.status, failed.body.data.field]).toEqual([400, 'quantity']);
    } finally {
      await t.connection.db.execute(sql.raw('drop trigger test_hold_stock on goods_skus'));
      await t.connection.db.execute(sql.raw('drop function test_hold_stock()'));
    }
    expect(await pointsOf(buyer.id)).toBe(1000);
    expect(await ledgerOf(buyer.id)).toEqual([]);
    expect(await activityStock(skus[0]!.id)).toMatchObject({ stock: 20, sold: 0 });
    expect(await skuStock(t.connection.db, mug.id)).toBe(warehouse);
    expect((await t.connection.db.select({ total: count() }).from(orders))[0]).toEqual(before);
  });

  it('gives the points back with a log row when the member cancels, and when the order expires unpaid', async () => {
    const { activity, skus } = await pointsProduct(400, 3_00);
    const buyer = await member(1000);
    const first = await buyActivity(t, buyer.token, { type: 'point', activity_id: activity.id, sku_id: mug.id, quantity: 1 });
    const second = await buyActivity(t, buyer.token, { type: 'point', activity_id: activity.id, sku_id: mug.id, quantity: 1 });
    expect(await pointsOf(buyer.id)).toBe(200);

    expect((await call(t.app, 'POST', 'order/cancel', { token: buyer.token, body: { id: first.body.data.order_id } })).body.code).toBe(1);
    expect(await pointsOf(buyer.id)).toBe(600);
    t.clock.advance(PAYMENT_WINDOW_MS + 1000);
    // Reading the orders sweeps the member's expired ones.
    await call(t.app, 'GET', 'order/list', { token: buyer.token });
    expect(await pointsOf(buyer.id)).toBe(1000);
    const [expired] = await t.connection.db.select().from(orders).where(eq(orders.id, second.body.data.order_id));
    expect(expired!.status).toBe(ORDER_STATUS.cancelled);
    expect((await ledgerOf(buyer.id)).map((row) => [row.type, row.points, row.balanceAfter, row.orderId])).toEqual([
      ['expense', 400, 600, first.body.data.order_id],
      ['expense', 400, 200, second.body.data.order_id],
      ['income', 400, 600, first.body.data.order_id],
      ['income', 400, 1000, second.body.data.order_id],
    ]);
    expect(await activityStock(skus[0]!.id)).toMatchObject({ stock: 20, sold: 0 });
    // Cancelling again gives nothing more back.
    expect((await call(t.app, 'POST', 'order/cancel', { token: buyer.token, body: { id: first.body.data.order_id } })).status).toBe(409);
    expect(await pointsOf(buyer.id)).toBe(1000);
  });

  it('places a points-only order already paid, and a points-and-cash order goes through the cashier', async () => {
    const pointsOnly = await pointsProduct(600, 0);
    const withCash = await pointsProduct(100, 9_90);
    const buyer = await member(700);
    const placed = await buyActivity(t, buyer.token, { type: 'point', activity_id: pointsOnly.activity.id, sku_id: mug.id });
    expect(placed.body.data).toMatchObject({ payable: '0.00', paid: true });
    const detail = await call(t.app, 'GET', 'order/detail', { token: buyer.token, query: { id: String(placed.body.data.order_id) } });
    expect(detail.body.data).toMatchObject({ status: ORDER_STATUS.unshipped, payable: '0.00', points_spent: 600, group: null });
    const listed = await call(t.app, 'GET', 'order/list', { token: buyer.token, query: { status: 'unshipped' } });
    expect(listed.body.data.list[0]).toMatchObject({ id: placed.body.data.order_id, points_spent: 600 });
    const slip = await call(t.app, 'GET', 'order/print', { token: buyer.token, query: { id: String(placed.body.data.order_id), kind: 'slip' } });
    expect(slip.body.data).toMatchObject({ points_spent: 600, payable: '0.00' });
    expect(detail.body.data.paid_at).not.toBeNull();
    // A paid order is not the member's to cancel: the points stay spent.
    expect((await call(t.app, 'POST', 'order/cancel', { token: buyer.token, body: { id: placed.body.data.order_id } })).status).toBe(409);

    const unpaid = await buyActivity(t, buyer.token, { type: 'point', activity_id: withCash.activity.id, sku_id: mug.id });
    expect(unpaid.body.data).toMatchObject({ payable: '9.90', paid: false });
    const paid = await call(t.app, 'POST', 'payment/index', { token: buyer.token, body: { order_id: unpaid.body.data.order_id, method: 'balance' } });
    expect(paid.body.data).toMatchObject({ status: 'paid' });
    expect(await pointsOf(buyer.id)).toBe(0);
  });

  it('takes no coupon, and sells points products only through type point: in the cart they cost their normal price', async () => {
    const { activity } = await pointsProduct(100, 1_00);
    const buyer = await member(1000);
    const withCoupon = await call(t.app, 'POST', 'order/confirm', exchange(buyer.token, activity.id, { coupon_id: 1 }));
    expect([withCoupon.status, withCoupon.body.msg, withCoupon.body.data.field]).toEqual([400, 'Coupons cannot be used on promotion orders', 'coupon_id']);

    await call(t.app, 'POST', 'cart/add', { token: buyer.token, body: { sku_id: mug.id, quantity: 1 } });
    const cart = await call(t.app, 'GET', 'cart/index', { token: buyer.token });
    const row = cart.body.data.list.find((line) => line.sku_id === mug.id)!;
    const preview = await call(t.app, 'POST', 'order/confirm', { token: buyer.token, body: { type: 'cart', cart_ids: [row.id], delivery: 'pickup', store_id: 1 } });
    expect(preview.body.data).toMatchObject({ activity: null, points_cost: 0, goods_amount: (mug.priceCents / 100).toFixed(2) });
    const created = await call(t.app, 'POST', 'order/create', { token: buyer.token, body: { type: 'cart', cart_ids: [row.id], delivery: 'pickup', store_id: 1 } });
    const [order] = await t.connection.db.select().from(orders).where(eq(orders.id, created.body.data.order_id));
    expect(order).toMatchObject({ activityId: null, pointsSpent: 0, goodsCents: mug.priceCents });
    expect(await pointsOf(buyer.id)).toBe(1000);
  });

  it('lets one member with points for two units place exactly two of five orders sent at once', async () => {
    const { activity, skus } = await pointsProduct(250, 1_00);
    const buyer = await member(500);
    const results = await Promise.all(Array.from({ length: 5 }, () => buyActivity(t, buyer.token, { type: 'point', activity_id: activity.id, sku_id: mug.id })));
    expect(results.filter((result) => result.body.code === 1)).toHaveLength(2);
    expect(results.filter((result) => result.status === 400).map((result) => result.body.data.field)).toEqual(['quantity', 'quantity', 'quantity']);
    expect(await pointsOf(buyer.id)).toBe(0);
    expect((await ledgerOf(buyer.id)).map((row) => row.balanceAfter).sort((a, b) => b - a)).toEqual([250, 0]);
    const placed = await t.connection.db.select({ total: count() }).from(orders).where(and(eq(orders.userId, buyer.id), eq(orders.activityId, activity.id)));
    expect(placed[0]!.total).toBe(2);
    expect(await activityStock(skus[0]!.id)).toMatchObject({ stock: 18, sold: 2 });
  });
});
