import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, count, eq, ne } from 'drizzle-orm';
import { ORDER_STATUS } from '@shop/contract';
import { activitySkus, orders } from '../../../db/schema';
import { createActivity, signUpMembers, type ActivitySpec } from '../../../testing/activity-fixtures';
import { inStockSku } from '../../../testing/buying-fixtures';
import { call, createTestApp, type TestApp } from '../../../testing/test-app';

const HOUR = 60 * 60 * 1000;
const PAYMENT_WINDOW_MS = 30 * 60 * 1000;

describe('purchase-limit offers', () => {
  let t: TestApp;
  let mug: { id: number };
  let members = 0;
  beforeAll(async () => {
    t = await createTestApp();
    mug = await inStockSku(t.connection.db, 7);
  });
  afterAll(() => t.close());

  const at = (offsetMs: number) => new Date(t.clock.now().getTime() + offsetMs);
  /** An offer on the mug at 19.90 with 50 units, selling for the next hour unless told otherwise. */
  const offer = (spec: Partial<ActivitySpec> = {}) =>
    createActivity(t.connection.db, { type: 'limit', startsAt: at(-HOUR), endsAt: at(HOUR), skus: [{ skuId: mug.id, priceCents: 19_90, stock: 50 }], ...spec });
  const member = async () => (await signUpMembers(t.connection.db, 1, { prefix: `lm${(members += 1)}-` }))[0]!;
  const buy = (token: string, activityId: number, quantity = 1) =>
    call(t.app, 'POST', 'order/create', { token, lang: 'en-us', body: { type: 'limit', activity_id: activityId, sku_id: mug.id, quantity, delivery: 'pickup', store_id: 1 } });
  const limitOf = async (token: string | undefined, activityId: number) =>
    (await call(t.app, 'GET', 'activity/limit/view', { token, query: { id: String(activityId) } })).body.data.limit;
  const refusal = (result: Awaited<ReturnType<typeof buy>>) => [result.status, result.body.msg, result.body.data.field];

  it('lists offers with their caps and shows the member’s "limit N, M left"', async () => {
    const { activity } = await offer({ perMemberLimit: 2, perOrderLimit: 1 });
    const list = await call(t.app, 'GET', 'activity/limit/index', { query: { size: '60' } });
    expect(list.body.data.list.find((card) => card.id === activity.id)).toMatchObject({ type: 'limit', price: '19.90', per_member: 2, per_order: 1, state: 'selling', stock: 50 });
    expect(await limitOf(undefined, activity.id)).toEqual({ per_member: 2, per_order: 1, bought: 0, left: 2 });
    const buyer = await member();
    await buy(buyer.token, activity.id);
    expect(await limitOf(buyer.token, activity.id)).toEqual({ per_member: 2, per_order: 1, bought: 1, left: 1 });
    const uncapped = await offer();
    expect(await limitOf(buyer.token, uncapped.activity.id)).toEqual({ per_member: 0, per_order: 0, bought: 0, left: null });
    const point = await createActivity(t.connection.db, { type: 'point', startsAt: at(-HOUR), endsAt: at(HOUR), skus: [{ skuId: mug.id, priceCents: 0, points: 10, stock: 5 }] });
    expect((await call(t.app, 'GET', 'activity/limit/view', { query: { id: String(point.activity.id) } })).status).toBe(404);
  });

  it('sells exactly the per-member cap and refuses one more, at confirm and at create, naming the limit', async () => {
    const { activity } = await offer({ perMemberLimit: 3 });
    const buyer = await member();
    expect((await buy(buyer.token, activity.id, 2)).body.code).toBe(1);
    expect((await buy(buyer.token, activity.id, 1)).body.code).toBe(1);
    expect(refusal(await buy(buyer.token, activity.id, 1))).toEqual([400, 'Limit 3 per person in this promotion; you can buy 0 more', 'quantity']);
    const confirm = await call(t.app, 'POST', 'order/confirm', {
      token: buyer.token,
      lang: 'zh-cn',
      body: { type: 'limit', activity_id: activity.id, sku_id: mug.id, quantity: 1, delivery: 'pickup', store_id: 1 },
    });
    expect([confirm.status, confirm.body.msg, confirm.body.data.field]).toEqual([400, '本活动每人限购3件，您还可购买0件', 'quantity']);
    // Another member's purchases are their own.
    const other = await member();
    expect(refusal(await buy(other.token, activity.id, 4))).toEqual([400, 'Limit 3 per person in this promotion; you can buy 3 more', 'quantity']);
    expect((await buy(other.token, activity.id, 3)).body.code).toBe(1);
  });

  it('counts paid and unpaid orders alike, and frees the units of a cancelled or expired one', async () => {
    const { activity, skus } = await offer({ perMemberLimit: 2 });
    const buyer = await member();
    const paid = await buy(buyer.token, activity.id);
    expect((await call(t.app, 'POST', 'payment/index', { token: buyer.token, body: { order_id: paid.body.data.order_id, method: 'balance' } })).body.data).toMatchObject({ status: 'paid' });
    const unpaid = await buy(buyer.token, activity.id);
    expect(await limitOf(buyer.token, activity.id)).toMatchObject({ bought: 2, left: 0 });
    expect(refusal(await buy(buyer.token, activity.id))).toEqual([400, 'Limit 2 per person in this promotion; you can buy 0 more', 'quantity']);

    await call(t.app, 'POST', 'order/cancel', { token: buyer.token, body: { id: unpaid.body.data.order_id } });
    expect(await limitOf(buyer.token, activity.id)).toMatchObject({ bought: 1, left: 1 });
    const again = await buy(buyer.token, activity.id);
    expect(again.body.code).toBe(1);
    t.clock.advance(PAYMENT_WINDOW_MS + 1000);
    // The view sweeps nothing itself: reading the orders cancels the expired one, as the timer would.
    await call(t.app, 'GET', 'order/list', { token: buyer.token });
    expect(await limitOf(buyer.token, activity.id)).toMatchObject({ bought: 1, left: 1 });
    expect((await buy(buyer.token, activity.id)).body.code).toBe(1);
    const [row] = await t.connection.db.select().from(activitySkus).where(eq(activitySkus.id, skus[0]!.id));
    expect(row).toMatchObject({ stock: 48, sold: 2 });
  });

  it('caps one order at the per-order limit', async () => {
    const { activity } = await offer({ perMemberLimit: 5, perOrderLimit: 2 });
    const buyer = await member();
    expect(refusal(await buy(buyer.token, activity.id, 3))).toEqual([400, 'At most 2 per order in this promotion', 'quantity']);
    expect((await buy(buyer.token, activity.id, 2)).body.code).toBe(1);
    expect((await buy(buyer.token, activity.id, 2)).body.code).toBe(1);
    // One more order of two would pass the per-order cap but not the per-member one.
    expect(refusal(await buy(buyer.token, activity.id, 2))).toEqual([400, 'Limit 5 per person in this promotion; you can buy 1 more', 'quantity']);
    expect((await buy(buyer.token, activity.id, 1)).body.code).toBe(1);
  });

  it('lets a member racing themselves with ten orders at once buy exactly the cap of three', async () => {
    const { activity, skus } = await offer({ perMemberLimit: 3 });
    const buyer = await member();
    const results = await Promise.all(Array.from({ length: 10 }, () => buy(buyer.token, activity.id)));
    expect(results.filter((result) => result.body.code === 1)).toHaveLength(3);
    expect(new Set(results.filter((result) => result.body.code !== 1).map((result) => result.body.msg))).toEqual(new Set(['Limit 3 per person in this promotion; you can buy 0 more']));
    const [placed] = await t.connection.db
      .select({ total: count() })
      .from(orders)
      .where(and(eq(orders.userId, buyer.id), eq(orders.activityId, activity.id), ne(orders.status, ORDER_STATUS.cancelled)));
    expect(placed!.total).toBe(3);
    const [row] = await t.connection.db.select().from(activitySkus).where(eq(activitySkus.id, skus[0]!.id));
    expect(row).toMatchObject({ stock: 47, sold: 3 });
  });

  it('sells only inside the window: from its first instant, not at its end', async () => {
    const { activity } = await offer({ perMemberLimit: 2, startsAt: at(HOUR), endsAt: at(2 * HOUR) });
    const buyer = await member();
    expect(refusal(await buy(buyer.token, activity.id))).toEqual([400, 'This promotion has not started yet', 'activity_id']);
    expect((await call(t.app, 'GET', 'activity/limit/view', { query: { id: String(activity.id) } })).body.data.state).toBe('upcoming');
    t.clock.advance(HOUR);
    expect((await buy(buyer.token, activity.id)).body.code).toBe(1);
    expect((await call(t.app, 'GET', 'activity/limit/view', { query: { id: String(activity.id) } })).body.data.state).toBe('selling');
    t.clock.advance(HOUR);
    expect(refusal(await buy(buyer.token, activity.id))).toEqual([400, 'This promotion has ended', 'activity_id']);
    expect((await call(t.app, 'GET', 'activity/limit/view', { query: { id: String(activity.id) } })).body.data.state).toBe('ended');
  });
});
