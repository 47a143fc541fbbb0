import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq, inArray } from 'drizzle-orm';
import { activities, activitySkus, flashSlots, orderItems, orders, users, wechatIdentities } from '../../../db/schema';
import { seedSecondActivities } from '../../../seed/activities/second';
import { buyActivity, createActivity, signUpMembers } from '../../../testing/activity-fixtures';
import { inStockSku, setSkuStock, skuStock } from '../../../testing/buying-fixtures';
import { call, createSecondNode, createTestApp, type TestApp } from '../../../testing/test-app';
import { cancelExpiredOrders } from '../../order/expiry-service';
import { chinaDayStart } from './flash-clock';
import { ACTIVITY_STOCK_CHANNEL } from './flash-stock-plugin';
import { describeSlots, listFlashActivities } from './second-service';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('the seeded flash sale', () => {
  // A database of its own: the test seeds the flash sale again, which other tests' orders of flash activities would forbid.
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const db = () => t.connection.db;

  it('seeds twelve two-hour slots, and in the slot selling at seeding time activities selling, ended, upcoming and nearly sold out', async () => {
    // Seeded again at a known time (before any order refers to the first seeding), so the spread does not depend on the hour the tests run.
    await db().delete(activities).where(eq(activities.type, 'second'));
    const seededAt = new Date('2025-06-03T05:30:00Z'); // 13:30 China time
    await seedSecondActivities(db(), seededAt, { demoAccounts: true });
    const seededMinutes = Array.from({ length: 12 }, (_, index) => index * 120);
    const seeded = (at: Date) => describeSlots(db(), at).then((answer) => answer.list.filter((slot) => seededMinutes.includes(slot.start_minute)));

    const slots = await seeded(new Date(seededAt.getTime() + MINUTE));
    expect(slots.map((slot) => `${slot.label} ${slot.state}`)).toEqual([
      ...['00:00', '02:00', '04:00', '06:00', '08:00', '10:00'].map((label) => `${label} ended`),
      '12:00 selling',
      ...['14:00', '16:00', '18:00', '20:00', '22:00'].map((label) => `${label} upcoming`),
    ]);
    const list = async (slotId: number, at: Date, lang: 'en-us' | 'zh-cn' = 'en-us') => (await listFlashActivities(db(), { page: 1, size: 60, slot_id: slotId }, lang, at)).list;
    const noon = await list(slots[6]!.id, new Date(seededAt.getTime() + MINUTE));
    expect(new Set(noon.map((card) => card.state))).toEqual(new Set(['selling', 'ended', 'upcoming']));
    expect(noon.filter((card) => card.state === 'selling').length).toBeGreaterThanOrEqual(2);
    expect(noon.some((card) => card.state === 'selling' && card.stock > 0 && card.stock <= 3)).toBe(true);
    for (const card of noon) expect(Number(card.price)).toBeLessThan(Number(card.original_price));
    expect((await list(slots[6]!.id, seededAt, 'zh-cn')).every((card) => card.title.startsWith('限时秒杀'))).toBe(true);

    // Any hour of any day of the month: the slot selling then has products selling.
    for (const hours of [2, 9, 20, 24 * 5 + 11]) {
      const at = new Date(seededAt.getTime() + hours * 60 * MINUTE);
      const selling = (await seeded(at)).find((slot) => slot.state === 'selling')!;
      expect((await list(selling.id, at)).filter((card) => card.state === 'selling').length).toBeGreaterThanOrEqual(2);
    }
    const skus = await db()
      .select({ activityId: activitySkus.activityId })
      .from(activitySkus)
      .where(inArray(activitySkus.activityId, noon.map((card) => card.id)));
    expect(skus.length).toBeGreaterThanOrEqual(noon.length);
  });
});

describe('flash sale', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const db = () => t.connection.db;
  const now = () => t.clock.now().getTime();
  const moveTo = (instant: number) => t.clock.advance(instant - now());
  const aroundNow = () => ({ startsAt: new Date(now() - DAY), endsAt: new Date(now() + DAY) });

  /**
   * A slot of its own, `fromNow` minutes from the test clock (China time), at a start minute no
   * other slot has; answers the slot and the instant it starts today.
   */
  async function slotAt(fromNow: number, durationMinutes: number) {
    const taken = new Set((await db().select({ minute: flashSlots.startMinute }).from(flashSlots)).map((row) => row.minute));
    const today = chinaDayStart(t.clock.now());
    let minute = Math.floor((now() - today) / MINUTE) + fromNow;
    while (taken.has(minute)) minute -= 1;
    const [slot] = await db().insert(flashSlots).values({ startMinute: minute, durationMinutes }).returning();
    return { slot: slot!, startsAt: today + minute * MINUTE };
  }

  /** A flash activity selling now in a slot of its own, on a mug SKU with plenty of warehouse stock. */
  async function sellingActivity(spec: { stock: number; perMemberLimit?: number; perOrderLimit?: number; slotId?: number }) {
    const slotId = spec.slotId ?? (await slotAt(-1, 120)).slot.id;
    const mug = await inStockSku(db(), 7);
    await setSkuStock(db(), mug.id, 1000);
    const created = await createActivity(db(), {
      type: 'second',
      slotId,
      ...aroundNow(),
      skus: [{ skuId: mug.id, priceCents: 9_90, stock: spec.stock }],
      perMemberLimit: spec.perMemberLimit,
      perOrderLimit: spec.perOrderLimit,
    });
    return { ...created, sku: created.skus[0]! };
  }

  const activityStock = async (id: number) => (await db().select({ stock: activitySkus.stock, sold: activitySkus.sold }).from(activitySkus).where(eq(activitySkus.id, id)))[0]!;
  const secondBuy = (token: string, activityId: number, skuId: number, quantity = 1) => buyActivity(t, token, { type: 'second', activity_id: activityId, sku_id: skuId, quantity });

  it('answers today’s slots at their boundaries, and sells only inside the slot', async () => {
    const { slot, startsAt } = await slotAt(31, 60);
    const endsAt = startsAt + 60 * MINUTE;
    const { activity, skus } = await createActivity(db(), { type: 'second', slotId: slot.id, ...aroundNow() });
    const [member] = await signUpMembers(db(), 1, { prefix: 'slotbuyer' });
    const shown = async () => {
      const answer = (await call(t.app, 'GET', 'activity/second/slots')).body.data;
      expect(answer.now).toBe(t.clock.now().toISOString());
      return answer.list.find((row) => row.id === slot.id)!;
    };
    const buy = async () => (await call(t.app, 'POST', 'order/create', { token: member!.token, lang: 'en-us', body: { type: 'second', activity_id: activity.id, sku_id: skus[0]!.skuId, quantity: 1, delivery: 'pickup', store_id: 1 } })).body;
    const viewState = async () => (await call(t.app, 'GET', 'activity/second/view', { query: { id: String(activity.id) } })).body.data.state;

    moveTo(startsAt - 1);
    expect(await shown()).toMatchObject({ state: 'upcoming', starts_at: new Date(startsAt).toISOString(), ends_at: new Date(endsAt).toISOString(), duration_minutes: 60, next_starts_at: new Date(startsAt).toISOString() });
    expect(await viewState()).toBe('upcoming');
    expect(await buy()).toMatchObject({ code: 402, msg: 'This promotion has not started yet', data: { field: 'activity_id' } });

    moveTo(startsAt);
    expect((await shown()).state).toBe('selling');
    expect(await viewState()).toBe('selling');
    expect((await buy()).code).toBe(1);

    moveTo(endsAt - 1);
    expect((await shown()).state).toBe('selling');
    expect((await buy()).code).toBe(1);

    moveTo(endsAt);
    expect(await shown()).toMatchObject({ state: 'ended', starts_at: new Date(startsAt).toISOString(), next_starts_at: new Date(startsAt + 24 * 60 * 60_000).toISOString() });
    expect(await viewState()).toBe('ended');
    expect(await buy()).toMatchObject({ code: 402, msg: 'This promotion has ended', data: { field: 'activity_id' } });
  });

  it('lists a slot’s activities, by default the selling slot’s, and answers 404 for an unknown slot', async () => {
    const { slot } = await slotAt(-5, 30);
    const upcoming = await slotAt(40, 30);
    const { activity } = await createActivity(db(), { type: 'second', slotId: slot.id, ...aroundNow() });
    const later = await createActivity(db(), { type: 'second', slotId: upcoming.slot.id, ...aroundNow() });

    const slots = (await call(t.app, 'GET', 'activity/second/slots')).body.data;
    expect(slots.list.map((row) => row.start_minute)).toEqual([...slots.list.map((row) => row.start_minute)].sort((a, b) => a - b));
    const current = slots.list.find((row) => row.id === slots.current_id)!;
    expect(current.state).toBe('selling');
    const byDefault = (await call(t.app, 'GET', 'activity/second/index', { lang: 'en-us' })).body.data;
    expect(byDefault.slot).toEqual(current);

    const mine = (await call(t.app, 'GET', 'activity/second/index', { query: { slot_id: String(slot.id) }, lang: 'en-us' })).body.data;
    expect(mine.slot).toMatchObject({ id: slot.id, state: 'selling' });
    expect(mine.list).toEqual([
      expect.objectContaining({ id: activity.id, type: 'second', state: 'selling', price: '19.90', title: 'Test second activity', stock: 50, sold: 0, sale_starts_at: mine.slot!.starts_at, sale_ends_at: mine.slot!.ends_at }),
    ]);
    const next = (await call(t.app, 'GET', 'activity/second/index', { query: { slot_id: String(upcoming.slot.id) } })).body.data;
    expect(next.list).toEqual([expect.objectContaining({ id: later.activity.id, state: 'upcoming' })]);

    expect((await call(t.app, 'GET', 'activity/second/index', { query: { slot_id: '999999' } })).status).toBe(404);
    expect((await call(t.app, 'GET', 'activity/second/index', { query: { slot_id: 'x' } })).body.data.field).toBe('slot_id');
  });

  it('shows an activity’s page with its slot, its sale and the member’s limit; other types’ ids are not found', async () => {
    const { slot, startsAt } = await slotAt(-10, 60);
    const { activity, sku } = await sellingActivity({ stock: 20, perMemberLimit: 3, perOrderLimit: 2, slotId: slot.id });
    const [member] = await signUpMembers(db(), 1, { prefix: 'viewer' });
    expect((await secondBuy(member!.token, activity.id, sku.skuId, 2)).body.code).toBe(1);

    const visitor = (await call(t.app, 'GET', 'activity/second/view', { query: { id: String(activity.id) }, lang: 'zh-cn' })).body.data;
    expect(visitor).toMatchObject({
      id: activity.id,
      title: '测试活动 second',
      state: 'selling',
      price: '9.90',
      stock: 18,
      sold: 2,
      slot: { id: slot.id, state: 'selling', starts_at: new Date(startsAt).toISOString() },
      sale_starts_at: new Date(startsAt).toISOString(),
      sale_ends_at: new Date(startsAt + 60 * MINUTE).toISOString(),
      limit: { per_member: 3, per_order: 2, bought: 0, left: 3 },
      now: t.clock.now().toISOString(),
    });
    expect(visitor.skus).toEqual([expect.objectContaining({ sku_id: sku.skuId, price: '9.90', stock: 18 })]);
    const own = (await call(t.app, 'GET', 'activity/second/view', { query: { id: String(activity.id) }, token: member!.token })).body.data;
    expect(own.limit).toEqual({ per_member: 3, per_order: 2, bought: 2, left: 1 });

    const limitOffer = await createActivity(db(), { type: 'limit', ...aroundNow() });
    expect((await call(t.app, 'GET', 'activity/second/view', { query: { id: String(limitOffer.activity.id) } })).status).toBe(404);
    expect((await call(t.app, 'GET', 'activity/second/view', { query: { id: '999999' } })).status).toBe(404);
  });

  it('holds the per-order and per-member caps at their boundaries, counting unpaid orders until cancelled', async () => {
    const { activity, sku } = await sellingActivity({ stock: 50, perMemberLimit: 3, perOrderLimit: 2 });
    const [member] = await signUpMembers(db(), 1, { prefix: 'capped' });
    const buy = (quantity: number) => secondBuy(member!.token, activity.id, sku.skuId, quantity);

    expect((await call(t.app, 'POST', 'order/create', { token: member!.token, lang: 'en-us', body: { type: 'second', activity_id: activity.id, sku_id: sku.skuId, quantity: 3, delivery: 'pickup', store_id: 1 } })).body).toMatchObject({
      code: 402,
      msg: 'At most 2 per order in this promotion',
      data: { field: 'quantity' },
    });
    const first = await buy(2);
    expect(first.body.code).toBe(1);
    const overMember = await call(t.app, 'POST', 'order/create', { token: member!.token, lang: 'en-us', body: { type: 'second', activity_id: activity.id, sku_id: sku.skuId, quantity: 2, delivery: 'pickup', store_id: 1 } });
    expect([overMember.status, overMember.body.msg, overMember.body.data.field]).toEqual([400, 'Limit 3 per person in this promotion; you can buy 1 more', 'quantity']);
    expect((await buy(1)).body.code).toBe(1);
    expect((await buy(1)).body.code).not.toBe(1);
    expect(await activityStock(sku.id)).toEqual({ stock: 47, sold: 3 });

    expect((await call(t.app, 'POST', 'order/cancel', { token: member!.token, body: { id: first.body.data.order_id } })).body.code).toBe(1);
    expect(await activityStock(sku.id)).toEqual({ stock: 49, sold: 1 });
    expect((await buy(2)).body.code).toBe(1);
  });

  it('gives an unpaid order’s units back to the flash sale once its payment window closes; a paid one keeps them', async () => {
    const { activity, sku } = await sellingActivity({ stock: 10 });
    const [payer, dawdler] = await signUpMembers(db(), 2, { prefix: 'window' });
    const paidOrder = await secondBuy(payer!.token, activity.id, sku.skuId, 1);
    expect((await call(t.app, 'POST', 'payment/index', { token: payer!.token, body: { order_id: paidOrder.body.data.order_id, method: 'balance' } })).body.code).toBe(1);
    const unpaid = await secondBuy(dawdler!.token, activity.id, sku.skuId, 2);
    expect(await activityStock(sku.id)).toEqual({ stock: 7, sold: 3 });

    moveTo(Date.parse(unpaid.body.data.expires_at) - 1);
    await cancelExpiredOrders(db(), t.clock.now());
    expect(await activityStock(sku.id)).toEqual({ stock: 7, sold: 3 });
    moveTo(Date.parse(unpaid.body.data.expires_at));
    expect(await cancelExpiredOrders(db(), t.clock.now())).toBeGreaterThanOrEqual(1);
    expect(await activityStock(sku.id)).toEqual({ stock: 9, sold: 1 });
  });

  it('sells exactly the last 5 units to 200 members racing for them, and tells the others it is sold out', async () => {
    const { activity, sku } = await sellingActivity({ stock: 5 });
    const warehouse = await skuStock(db(), sku.skuId);
    const members = await signUpMembers(db(), 200, { prefix: 'racer' });
    const results = await Promise.all(
      members.map((member) => call(t.app, 'POST', 'order/create', { token: member.token, lang: 'en-us', body: { type: 'second', activity_id: activity.id, sku_id: sku.skuId, quantity: 1, delivery: 'pickup', store_id: 1 } })),
    );
    const sold = results.filter((result) => result.body.code === 1);
    const refused = results.filter((result) => result.body.code !== 1);
    expect(sold).toHaveLength(5);
    expect(new Set(refused.map((result) => `${result.status} ${result.body.msg} ${result.body.data.field}`))).toEqual(new Set(['400 This promotion is sold out sku_id']));
    expect(await activityStock(sku.id)).toEqual({ stock: 0, sold: 5 });
    expect(await skuStock(db(), sku.skuId)).toBe(warehouse - 5);
    const placed = await db()
      .select({ quantity: orderItems.quantity })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orders.activityId, activity.id));
    expect(placed.map((row) => row.quantity)).toEqual([1, 1, 1, 1, 1]);
  });

  it('tells a member the node knows is too late "sold out" before reading anything but the session, even one who must bind a mobile first', async () => {
    const { activity, sku } = await sellingActivity({ stock: 1 });
    const [buyer] = await signUpMembers(db(), 1, { prefix: 'door' });
    const body = { type: 'second', activity_id: activity.id, sku_id: sku.skuId, quantity: 1, delivery: 'pickup', store_id: 1 };
    expect((await call(t.app, 'POST', 'order/create', { token: buyer!.token, lang: 'en-us', body })).body.code).toBe(1);
    // A member signed up through WeChat, with no mobile: would be sent to bind one, but there is nothing left to buy.
    const [wechatMember] = await signUpMembers(db(), 1, { prefix: 'doorwechat' });
    await db().update(users).set({ mobile: null }).where(eq(users.id, wechatMember!.id));
    await db().insert(wechatIdentities).values({ userId: wechatMember!.id, unionid: `union-${wechatMember!.id}`, openid: `open-${wechatMember!.id}`, lastSignInAt: new Date() });
    const late = wechatMember!.token;
    const answer = await call(t.app, 'POST', 'order/create', { token: late, lang: 'zh-cn', body });
    expect([answer.status, answer.body.msg, answer.body.data.field]).toEqual([400, '活动商品已抢光', 'sku_id']);
    // The sign-in guard still answers first, and a regular order still asks for the mobile.
    expect((await call(t.app, 'POST', 'order/create', { lang: 'en-us', body })).status).toBe(401);
    const regular = await call(t.app, 'POST', 'order/create', { token: late, lang: 'en-us', body: { type: 'buy', sku_id: sku.skuId, quantity: 1, delivery: 'pickup', store_id: 1 } });
    expect([regular.status, regular.body.data.field]).toEqual([409, 'mobile']);
  });

  it('sells one member racing themselves exactly their cap of 2 out of 10 parallel orders', async () => {
    const { activity, sku } = await sellingActivity({ stock: 50, perMemberLimit: 2 });
    const [member] = await signUpMembers(db(), 1, { prefix: 'greedy' });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => call(t.app, 'POST', 'order/create', { token: member!.token, lang: 'en-us', body: { type: 'second', activity_id: activity.id, sku_id: sku.skuId, quantity: 1, delivery: 'pickup', store_id: 1 } })),
    );
    expect(results.filter((result) => result.body.code === 1)).toHaveLength(2);
    for (const result of results.filter((one) => one.body.code !== 1)) {
      expect([result.status, result.body.msg]).toEqual([400, 'Limit 2 per person in this promotion; you can buy 0 more']);
    }
    expect(await activityStock(sku.id)).toEqual({ stock: 48, sold: 2 });
    const held = await db().select({ id: orders.id }).from(orders).where(and(eq(orders.activityId, activity.id), eq(orders.userId, member!.id)));
    expect(held).toHaveLength(2);
  });

  it('sells exactly the last 5 units to 200 members racing on two API nodes, and sells a unit given back on either node', async () => {
    const other = await createSecondNode(t);
    try {
      const { activity, sku } = await sellingActivity({ stock: 5 });
      const warehouse = await skuStock(db(), sku.skuId);
      const members = await signUpMembers(db(), 200, { prefix: 'twonode' });
      const body = { type: 'second', activity_id: activity.id, sku_id: sku.skuId, quantity: 1, delivery: 'pickup', store_id: 1 };
      const results = await Promise.all(members.map((member, n) => call(n % 2 === 0 ? t.app : other.app, 'POST', 'order/create', { token: member.token, lang: 'en-us', body })));
      const sold = results.flatMap((result, n) => (result.body.code === 1 ? [{ member: members[n]!, orderId: result.body.data.order_id, node: n % 2 }] : []));
      expect(sold).toHaveLength(5);
      expect(new Set(results.filter((result) => result.body.code !== 1).map((result) => `${result.status} ${result.body.msg}`))).toEqual(new Set(['400 This promotion is sold out']));
      expect(await activityStock(sku.id)).toEqual({ stock: 0, sold: 5 });
      expect(await skuStock(db(), sku.skuId)).toBe(warehouse - 5);
      // Both nodes now answer sold out from memory.
      const [late, later] = [members[198]!, members[199]!].filter((member) => !sold.some((one) => one.member.id === member.id));
      for (const app of [t.app, other.app]) expect((await call(app, 'POST', 'order/create', { token: late!.token, lang: 'en-us', body })).body.msg).toBe('This promotion is sold out');

      // A buyer cancels on one node: the unit is sold again on the other (told by the stock NOTIFY) and on the same one.
      const canceller = sold[0]!;
      const cancelledOn = canceller.node === 0 ? t.app : other.app;
      const elsewhere = canceller.node === 0 ? other.app : t.app;
      expect((await call(cancelledOn, 'POST', 'order/cancel', { token: canceller.member.token, body: { id: canceller.orderId } })).body.code).toBe(1);
      const deadline = Date.now() + 10_000;
      let rebought = await call(elsewhere, 'POST', 'order/create', { token: late!.token, lang: 'en-us', body });
      while (rebought.body.code !== 1 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        rebought = await call(elsewhere, 'POST', 'order/create', { token: late!.token, lang: 'en-us', body });
      }
      expect(rebought.body.code).toBe(1);
      expect(await activityStock(sku.id)).toEqual({ stock: 0, sold: 5 });
      expect((await call(cancelledOn, 'POST', 'order/cancel', { token: late!.token, body: { id: rebought.body.data.order_id } })).body.code).toBe(1);
      expect((await call(cancelledOn, 'POST', 'order/create', { token: later!.token, lang: 'en-us', body })).body.code).toBe(1);
    } finally {
      await other.close();
    }
  });

  it('notifies every node when an activity SKU’s units go up, and only then', async () => {
    const { activity, sku } = await sellingActivity({ stock: 3 });
    const heard: string[] = [];
    const stop = await t.connection.listen(ACTIVITY_STOCK_CHANNEL, (payload) => heard.push(payload));
    try {
      const [buyer] = await signUpMembers(db(), 1, { prefix: 'notified' });
      const bought = await secondBuy(buyer!.token, activity.id, sku.skuId, 1);
      expect(bought.body.code).toBe(1);
      expect((await call(t.app, 'POST', 'order/cancel', { token: buyer!.token, body: { id: bought.body.data.order_id } })).body.code).toBe(1);
      const deadline = Date.now() + 10_000;
      while (heard.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      // The sale notified nothing; the cancellation once, naming the activity and its SKU.
      expect(heard).toEqual([`${activity.id}:${sku.skuId}`]);
    } finally {
      await stop();
    }
  });
});
