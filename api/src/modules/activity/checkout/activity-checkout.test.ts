import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { ORDER_STATUS } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { activitySkus, orders, users } from '../../../db/schema';
import { buyActivity, createActivity, signUpMembers } from '../../../testing/activity-fixtures';
import { skuStock } from '../../../testing/buying-fixtures';
import { call, createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const window = () => ({ startsAt: new Date(t.clock.now().getTime() - HOUR), endsAt: new Date(t.clock.now().getTime() + HOUR) });
const activityStock = async (id: number) => (await t.connection.db.select().from(activitySkus).where(eq(activitySkus.id, id)))[0]!;

it('sells at the activity price, takes the activity stock and the warehouse stock, and gives both back on cancel', async () => {
  const { activity, skus } = await createActivity(t.connection.db, { type: 'limit', ...window() });
  const sku = skus[0]!;
  const [member] = await signUpMembers(t.connection.db, 1, { prefix: 'core' });
  const warehouse = await skuStock(t.connection.db, sku.skuId);

  const preview = await call(t.app, 'POST', 'order/confirm', { token: member!.token, body: { type: 'limit', activity_id: activity.id, sku_id: sku.skuId, quantity: 2, delivery: 'pickup', store_id: 1 } });
  expect(preview.body.code).toBe(1);
  expect(preview.body.data.items[0]!.price).toBe('19.90');
  expect(preview.body.data.goods_amount).toBe('39.80');
  expect(preview.body.data.coupons).toEqual([]);
  expect(preview.body.data.activity).toMatchObject({ id: activity.id, type: 'limit' });

  const created = await buyActivity(t, member!.token, { type: 'limit', activity_id: activity.id, sku_id: sku.skuId, quantity: 2 });
  expect(created.body.code).toBe(1);
  expect(created.body.data.paid).toBe(false);
  expect(await activityStock(sku.id)).toMatchObject({ stock: 48, sold: 2 });
  expect(await skuStock(t.connection.db, sku.skuId)).toBe(warehouse - 2);
  const [order] = await t.connection.db.select().from(orders).where(eq(orders.id, created.body.data.order_id));
  expect(order).toMatchObject({ activityType: 'limit', activityId: activity.id, goodsCents: 39_80 });

  expect((await call(t.app, 'POST', 'order/cancel', { token: member!.token, body: { id: order!.id } })).body.code).toBe(1);
  expect(await activityStock(sku.id)).toMatchObject({ stock: 50, sold: 0 });
  expect(await skuStock(t.connection.db, sku.skuId)).toBe(warehouse);
});

it('refuses an activity that has not started or has ended, a SKU outside it, and a coupon', async () => {
  const now = t.clock.now().getTime();
  const [member] = await signUpMembers(t.connection.db, 1, { prefix: 'window' });
  const upcoming = await createActivity(t.connection.db, { type: 'limit', startsAt: new Date(now + HOUR), endsAt: new Date(now + 2 * HOUR) });
  const ended = await createActivity(t.connection.db, { type: 'limit', startsAt: new Date(now - 2 * HOUR), endsAt: new Date(now) });
  const stopped = await createActivity(t.connection.db, { type: 'limit', ...window(), enabled: false });
  const buy = (activityId: number, skuId: number, extra: Record<string, unknown> = {}) =>
    call(t.app, 'POST', 'order/confirm', { token: member!.token, lang: 'en-us', body: { type: 'limit', activity_id: activityId, sku_id: skuId, quantity: 1, delivery: 'pickup', store_id: 1, ...extra } });

  const notStarted = await buy(upcoming.activity.id, upcoming.skus[0]!.skuId);
  expect(notStarted.status).toBe(400);
  expect(notStarted.body.msg).toBe('This promotion has not started yet');
  expect((await buy(ended.activity.id, ended.skus[0]!.skuId)).body.msg).toBe('This promotion has ended');
  expect((await buy(stopped.activity.id, stopped.skus[0]!.skuId)).body.msg).toBe('This promotion has ended');
  const running = await createActivity(t.connection.db, { type: 'limit', ...window() });
  const otherSku = await buy(running.activity.id, 1);
  expect(otherSku.body).toMatchObject({ msg: 'This option is not part of the promotion', data: { field: 'sku_id' } });
  const withCoupon = await buy(running.activity.id, running.skus[0]!.skuId, { coupon_id: 1 });
  expect(withCoupon.status).toBe(400);
  expect(JSON.stringify(withCoupon.body)).toContain('coupon_id');
  expect((await buy(running.activity.id + 1000, running.skus[0]!.skuId)).status).toBe(404);
  // Another type's id is unknown to this type.
  expect((await call(t.app, 'POST', 'order/confirm', { token: member!.token, body: { type: 'group', activity_id: running.activity.id, sku_id: running.skus[0]!.skuId, quantity: 1, delivery: 'pickup', store_id: 1 } })).status).toBe(404);
});

it('takes the points of a points exchange with the order, places a points-only order paid, and gives the points back on cancel', async () => {
  const sku = (await createActivity(t.connection.db, { type: 'limit', ...window() })).skus[0]!;
  const cash = await createActivity(t.connection.db, { type: 'point', ...window(), skus: [{ skuId: sku.skuId, priceCents: 9_90, points: 300, stock: 5 }] });
  const free = await createActivity(t.connection.db, { type: 'point', ...window(), skus: [{ skuId: sku.skuId, priceCents: 0, points: 500, stock: 5 }] });
  const [member] = await signUpMembers(t.connection.db, 1, { prefix: 'points', points: 1000 });
  const pointsOf = async () => (await t.connection.db.select({ points: users.points }).from(users).where(eq(users.id, member!.id)))[0]!.points;

  const preview = await call(t.app, 'POST', 'order/confirm', { token: member!.token, body: { type: 'point', activity_id: cash.activity.id, sku_id: sku.skuId, quantity: 2, delivery: 'express', address_id: null } });
  expect(preview.body.data).toMatchObject({ points_cost: 600, points_balance: 1000, freight: '0.00', goods_amount: '19.80' });
  const tooMany = await call(t.app, 'POST', 'order/confirm', { token: member!.token, lang: 'en-us', body: { type: 'point', activity_id: cash.activity.id, sku_id: sku.skuId, quantity: 4, delivery: 'pickup', store_id: 1 } });
  expect(tooMany.body.msg).toBe('Not enough points: this needs 1200 points and you have 1000');

  const withCash = await buyActivity(t, member!.token, { type: 'point', activity_id: cash.activity.id, sku_id: sku.skuId, quantity: 1 });
  expect(withCash.body.data).toMatchObject({ payable: '9.90', paid: false });
  expect(await pointsOf()).toBe(700);
  const pointsOnly = await buyActivity(t, member!.token, { type: 'point', activity_id: free.activity.id, sku_id: sku.skuId, quantity: 1 });
  expect(pointsOnly.body.data).toMatchObject({ payable: '0.00', paid: true });
  const [placed] = await t.connection.db.select().from(orders).where(eq(orders.id, pointsOnly.body.data.order_id));
  expect(placed).toMatchObject({ status: ORDER_STATUS.unshipped, pointsSpent: 500 });
  expect(await pointsOf()).toBe(200);

  await call(t.app, 'POST', 'order/cancel', { token: member!.token, body: { id: withCash.body.data.order_id } });
  expect(await pointsOf()).toBe(500);
});

it('gives a flash-sale order a shorter payment window than other orders', async () => {
  const [member] = await signUpMembers(t.connection.db, 1, { prefix: 'window-flash' });
  const flash = await createActivity(t.connection.db, { type: 'second', ...window() });
  const limit = await createActivity(t.connection.db, { type: 'limit', ...window() });
  const minutesToPay = async (type: 'second' | 'limit', activity: typeof flash) => {
    const created = await buyActivity(t, member!.token, { type, activity_id: activity.activity.id, sku_id: activity.skus[0]!.skuId });
    return (Date.parse(created.body.data.expires_at) - t.clock.now().getTime()) / 60_000;
  };
  expect(await minutesToPay('second', flash)).toBe(15);
  expect(await minutesToPay('limit', limit)).toBe(30);
});
