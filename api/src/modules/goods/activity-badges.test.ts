import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ActivityBadge, ActivityType } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { flashSlots, goods } from '../../db/schema';
import { createActivity } from '../../testing/activity-fixtures';
import { inStockSku } from '../../testing/buying-fixtures';
import { call, createTestApp, signInStaff, type TestApp } from '../../testing/test-app';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

describe('activity badges on goods lists and the product page', () => {
  let t: TestApp;
  const at = (ms: number) => new Date(t.clock.now().getTime() + ms);

  /** An activity of one SKU of the goods, its window from `from` to `to` (ms from now). */
  async function offer(goodsId: number, type: ActivityType, priceCents: number, from: number, to: number, extra: { points?: number; floorCents?: number; stock?: number; slotId?: number; enabled?: boolean } = {}) {
    const sku = await inStockSku(t.connection.db, goodsId);
    const { activity } = await createActivity(t.connection.db, {
      type,
      skus: [{ skuId: sku.id, priceCents, stock: extra.stock ?? 20, points: extra.points, floorCents: extra.floorCents }],
      startsAt: at(from),
      endsAt: at(to),
      slotId: extra.slotId,
      enabled: extra.enabled,
    });
    return activity.id;
  }

  /** A daily slot (China time) at an odd minute that no seed uses. */
  async function slot(startMinute: number, durationMinutes: number) {
    const [row] = await t.connection.db.insert(flashSlots).values({ startMinute, durationMinutes }).returning();
    return row!.id;
  }

  const badges = async (query: Record<string, string> = {}) => {
    const list = (await call(t.app, 'GET', 'goods/index', { query: { size: '60', ...query } })).body.data.list;
    return new Map(list.map((item) => [item.id, item.activity]));
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('badges the selling activity with the lowest money price, a points product only when nothing else sells', async () => {
    // 2025-06-01 08:00 UTC is 16:00 China time.
    const limit = await offer(7, 'limit', 29_90, -HOUR, 10 * HOUR);
    const group = await offer(7, 'group', 25_00, -HOUR, 5 * HOUR);
    await offer(7, 'point', 0, -HOUR, 10 * HOUR, { points: 100 });
    const points = await offer(8, 'point', 10_00, -HOUR, 10 * HOUR, { points: 500 });
    const bargain = await offer(9, 'bargain', 39_00, -HOUR, 10 * HOUR, { floorCents: 9_90 });
    const shown = await badges();
    const expected: ActivityBadge = { id: group, type: 'group', price: '25.00', points: 0, state: 'selling', starts_at: at(-HOUR).toISOString(), ends_at: at(5 * HOUR).toISOString() };
    expect(shown.get(7)).toEqual(expected);
    expect(shown.get(8)).toMatchObject({ id: points, type: 'point', price: '10.00', points: 500 });
    expect(shown.get(9)).toMatchObject({ id: bargain, type: 'bargain', price: '9.90' });
    expect(shown.get(1)).toBeNull();

    // Once the group is stopped, the limited offer is the cheapest money price left.
    await call(t.app, 'POST', 'admin/activity/stop', { token: await signInStaff(t.app, 'operator'), body: { id: group } });
    expect((await badges()).get(7)).toMatchObject({ id: limit, type: 'limit', price: '29.90' });
  });

  it('announces what starts within a day, and forgets what is stopped, sold out or over', async () => {
    const soon = await offer(10, 'limit', 19_00, 2 * HOUR, 30 * HOUR);
    await offer(11, 'limit', 19_00, 25 * HOUR, 30 * HOUR);
    await offer(12, 'limit', 19_00, -HOUR, HOUR, { enabled: false });
    await offer(13, 'limit', 19_00, -HOUR, HOUR, { stock: 0 });
    await offer(14, 'limit', 19_00, -2 * HOUR, -HOUR);
    const shown = await badges();
    expect(shown.get(10)).toMatchObject({ id: soon, state: 'upcoming', starts_at: at(2 * HOUR).toISOString() });
    for (const id of [11, 12, 13, 14]) expect([id, shown.get(id)]).toEqual([id, null]);
  });

  it('sells a flash sale only inside its slot, counting down to the slot’s end, then to its next start', async () => {
    // 15:31-16:31 China time is selling at 16:00; 17:07-17:37 is still to come.
    const selling = await offer(15, 'second', 9_90, -24 * HOUR, 48 * HOUR, { slotId: await slot(15 * 60 + 31, 60) });
    const later = await offer(16, 'second', 9_90, -24 * HOUR, 48 * HOUR, { slotId: await slot(17 * 60 + 7, 30) });
    const shown = await badges();
    expect(shown.get(15)).toMatchObject({ id: selling, type: 'second', state: 'selling', starts_at: '2025-06-01T07:31:00.000Z', ends_at: '2025-06-01T08:31:00.000Z' });
    expect(shown.get(16)).toMatchObject({ id: later, state: 'upcoming', starts_at: '2025-06-01T09:07:00.000Z', ends_at: '2025-06-01T09:37:00.000Z' });
    t.clock.advance(31 * MINUTE);
    const after = await badges();
    // Today's slot is over and the activity goes on: the badge counts down to tomorrow's slot.
    expect(after.get(15)).toMatchObject({ id: selling, state: 'upcoming', starts_at: '2025-06-02T07:31:00.000Z', ends_at: '2025-06-02T08:31:00.000Z' });
    expect(after.get(16)).toMatchObject({ state: 'upcoming' });
    t.clock.advance(-31 * MINUTE);
  });

  it('carries the badge into search results, the shop page and the product page, with the server’s clock', async () => {
    const id = await offer(17, 'limit', 5_00, -HOUR, HOUR);
    const [product] = await t.connection.db.select().from(goods).where(eq(goods.id, 17));
    const search = await call(t.app, 'GET', 'search/index', { query: { q: product!.nameEn }, lang: 'en-us' });
    expect(search.body.data.list.find((item) => item.id === 17)?.activity).toMatchObject({ id, price: '5.00' });
    const shop = await call(t.app, 'GET', 'shop/index', { query: { id: String(product!.shopId), size: '60' } });
    expect(shop.body.data.goods.list.find((item) => item.id === 17)?.activity).toMatchObject({ id });
    const view = await call(t.app, 'GET', 'goods/view', { query: { id: '17' } });
    expect(view.body.data).toMatchObject({ activity: { id, type: 'limit', state: 'selling' }, now: t.clock.now().toISOString() });
    expect((await call(t.app, 'GET', 'goods/view', { query: { id: '1' } })).body.data.activity).toBeNull();
  });
});
