import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { ActivityType, FootprintListAnswer } from '@shop/contract';
import { asc, eq } from 'drizzle-orm';
import { goodsSkus } from '../../db/schema';
import { createActivity } from '../../testing/activity-fixtures';
import { createMember } from '../../testing/buying-fixtures';
import { call, createTestApp, type TestApp } from '../../testing/test-app';

const HOUR = 60 * 60 * 1000;

describe('footprints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // Two members of each test's own, and the clock at its start: footprints fall on the shop's days by it.
  let members = 0;
  let member: { id: number; token: string };
  let other: { id: number; token: string };
  beforeEach(async () => {
    t.clock.restart();
    members += 1;
    member = await createMember(t.connection.db, `browser${members}`);
    other = await createMember(t.connection.db, `passer${members}`);
  });

  const view = (id: number, token = member.token) => call(t.app, 'GET', 'goods/view', { token, query: { id: String(id) } });
  const list = async (query: Record<string, string> = {}, token = member.token) =>
    (await call(t.app, 'GET', 'footprint/index', { token, query, lang: 'en-us' })).body.data as FootprintListAnswer;
  const days = async (query: Record<string, string> = {}) => (await list(query)).list.map((day) => [day.date, day.list.map((item) => item.goods_id)]);

  /** The member's views over three days, the last of them also the other member's, ending on 5 June. */
  async function browse() {
    // The test clock starts at 2025-06-01 16:00 in China.
    await view(7);
    t.clock.advance(1000);
    await view(8);
    t.clock.advance(7 * HOUR + 59 * 60 * 1000 - 1000); // 23:59, still 1 June
    await view(5);
    t.clock.advance(60 * 1000); // 2 June 00:00
    await view(19);
    t.clock.advance(1000);
    await view(7);
    t.clock.advance(3 * 24 * HOUR); // 5 June
    await view(3);
    await view(3, other.token);
  }

  it('groups the goods viewed by the shop’s day, the latest first; a product viewed again moves to its new day', async () => {
    await browse();
    const page = await list();
    expect(page).toMatchObject({ page: 1, size: 7, total: 3, today: '2025-06-05' });
    expect(await days()).toEqual([
      ['2025-06-05', [3]],
      ['2025-06-02', [7, 19]],
      ['2025-06-01', [5, 8]],
    ]);
    expect(page.list[2]!.list[0]).toEqual({
      goods_id: 5,
      name: 'Cloudstep running shoes',
      image: expect.stringMatching(/^\//),
      sell_price: '459.00',
      market_price: '599.00',
      on_sale: true,
      stock: expect.any(Number),
      sku_id: null,
      visited_at: '2025-06-01T15:59:00.000Z',
    });
    expect(await days({ page: '2', size: '2' })).toEqual([['2025-06-01', [5, 8]]]);
    expect((await list({ page: '3', size: '2' })).list).toEqual([]);
  });

  it('records the product of every activity page a member views, as its own page does; a visitor’s view records nothing', async () => {
    const now = t.clock.now();
    // One activity of each kind, each on a product of its own, selling now.
    const kinds: Array<[ActivityType, number]> = [
      ['second', 7],
      ['group', 8],
      ['bargain', 5],
      ['limit', 19],
      ['point', 3],
    ];
    const pages = [];
    for (const [type, goodsId] of kinds) {
      const [sku] = await t.connection.db.select().from(goodsSkus).where(eq(goodsSkus.goodsId, goodsId)).orderBy(asc(goodsSkus.id)).limit(1);
      const { activity } = await createActivity(t.connection.db, {
        type,
        startsAt: new Date(now.getTime() - HOUR),
        endsAt: new Date(now.getTime() + 24 * HOUR),
        skus: [{ skuId: sku!.id, priceCents: type === 'point' ? 0 : 9_90, points: type === 'point' ? 10 : 0, stock: 20 }],
      });
      pages.push({ path: `activity/${type}/view`, id: activity.id, goodsId });
    }
    for (const page of pages) {
      const visitor = await call(t.app, 'GET', page.path, { query: { id: String(page.id) } });
      expect(visitor.body.code).toBe(1);
    }
    expect((await list()).total).toBe(0);

    for (const page of pages) {
      t.clock.advance(1000);
      const seen = await call(t.app, 'GET', page.path, { token: member.token, query: { id: String(page.id) } });
      expect([page.path, seen.body.code]).toEqual([page.path, 1]);
    }
    expect(await days()).toEqual([['2025-06-01', [3, 19, 5, 8, 7]]]);
    // Another member's footprints stay their own.
    expect((await list({}, other.token)).total).toBe(0);
    // A revisit through the product's own page moves the same footprint, not a second one.
    t.clock.advance(1000);
    await view(7);
    expect(await days()).toEqual([['2025-06-01', [7, 3, 19, 5, 8]]]);
  });

  it('deletes one footprint, and clears them all', async () => {
    await browse();
    expect((await call(t.app, 'POST', 'footprint/delete', { token: member.token, body: { goods_id: 3 }, lang: 'en-us' })).body).toMatchObject({ code: 1, msg: 'Removed from your footprints' });
    expect(await days()).toEqual([
      ['2025-06-02', [7, 19]],
      ['2025-06-01', [5, 8]],
    ]);
    const cleared = await call(t.app, 'POST', 'footprint/clear', { token: member.token, lang: 'zh-cn' });
    expect(cleared.body).toMatchObject({ code: 1, msg: '足迹已清空' });
    expect(await list()).toMatchObject({ list: [], total: 0 });
    expect((await list({}, other.token)).total).toBe(1);
  });

  it('answers 404 for a footprint the member does not have, 400 naming the field, 401 for visitors', async () => {
    // Goods 3 is among the other member's footprints only.
    await view(3, other.token);
    const missing = await call(t.app, 'POST', 'footprint/delete', { token: member.token, body: { goods_id: 3 } });
    expect(missing.status).toBe(404);
    expect((await list({}, other.token)).total).toBe(1);
    for (const body of [{}, { goods_id: 'x' }, { goods_id: 0 }]) {
      const bad = await call(t.app, 'POST', 'footprint/delete', { token: member.token, body });
      expect([bad.status, bad.body.data.field]).toEqual([400, 'goods_id']);
    }
    const badPage = await call(t.app, 'GET', 'footprint/index', { token: member.token, query: { size: '32' } });
    expect([badPage.status, badPage.body.data.field]).toEqual([400, 'size']);
    expect((await call(t.app, 'GET', 'footprint/index')).status).toBe(401);
    expect((await call(t.app, 'POST', 'footprint/delete', { body: { goods_id: 3 } })).status).toBe(401);
    expect((await call(t.app, 'POST', 'footprint/clear')).status).toBe(401);
  });
});
