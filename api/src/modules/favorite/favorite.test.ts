import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { FavoriteListAnswer } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { goods, goodsSkus } from '../../db/schema';
import { createMember } from '../../testing/buying-fixtures';
import { call, createTestApp, type TestApp } from '../../testing/test-app';

describe('favourites', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // Two members of each test's own, the clock at its start (the tests read favourites by the second they were saved) and goods 32 back on the shelf.
  let members = 0;
  let member: { id: number; token: string };
  let other: { id: number; token: string };
  beforeEach(async () => {
    t.clock.restart();
    await t.connection.db.update(goods).set({ status: 'on' }).where(eq(goods.id, 32));
    members += 1;
    member = await createMember(t.connection.db, `collector${members}`);
    other = await createMember(t.connection.db, `neighbour${members}`);
  });

  const favourite = async (id: number, token = member.token) => {
    t.clock.advance(1000);
    expect((await call(t.app, 'POST', 'goods/favorite', { token, body: { id } })).body.data).toEqual({ is_favorite: true });
  };
  const list = async (query: Record<string, string> = {}, lang = 'en-us') =>
    (await call(t.app, 'GET', 'favorite/index', { token: member.token, query, lang })).body.data as FavoriteListAnswer;
  const remove = (goodsIds: unknown, token = member.token) => call(t.app, 'POST', 'favorite/delete', { token, body: { goods_ids: goodsIds }, lang: 'en-us' });

  /**
   * The member's four favourites, a second apart (goods 7: a mug with three colours; goods 19: one
   * SKU; goods 5; goods 32: taken off the shelf later), and the other member's goods 7.
   */
  async function collect() {
    for (const id of [7, 19, 5, 32]) await favourite(id);
    await favourite(7, other.token);
    await t.connection.db.update(goods).set({ status: 'off' }).where(eq(goods.id, 32));
  }

  it('lists the member’s favourites, the latest first, each as it is now', async () => {
    await collect();
    const [onlySku] = await t.connection.db.select({ id: goodsSkus.id, stock: goodsSkus.stock }).from(goodsSkus).where(eq(goodsSkus.goodsId, 19));

    const page = await list();
    expect(page).toMatchObject({ page: 1, size: 20, total: 4 });
    expect(page.list.map((item) => item.goods_id)).toEqual([32, 5, 19, 7]);
    expect(page.list[0]).toMatchObject({ goods_id: 32, on_sale: false });
    expect(page.list[2]).toMatchObject({ goods_id: 19, sku_id: onlySku!.id, stock: onlySku!.stock, on_sale: true });
    expect(page.list[3]).toEqual({
      goods_id: 7,
      name: 'Ceramic coffee mug 350 ml',
      image: expect.stringMatching(/^\//),
      sell_price: '39.00',
      market_price: '59.00',
      on_sale: true,
      stock: expect.any(Number),
      sku_id: null,
      favorited_at: '2025-06-01T08:00:01.000Z',
    });
    expect((await list({}, 'zh-cn')).list[3]!.name).toBe('陶瓷咖啡杯 350ml');
    const second = await list({ page: '2', size: '3' });
    expect([second.total, second.list.map((item) => item.goods_id)]).toEqual([4, [7]]);
  });

  it('removes one or several, all or none', async () => {
    await collect();
    expect((await remove([5])).body).toMatchObject({ code: 1, msg: 'Removed from favourites' });
    expect((await list()).list.map((item) => item.goods_id)).toEqual([32, 19, 7]);
    // The other member's favourite and a goods never saved: nothing is removed.
    expect((await remove([19, 999])).status).toBe(404);
    expect((await list()).total).toBe(3);
    expect((await remove([32, 19, 32])).body.code).toBe(1);
    expect((await list()).list.map((item) => item.goods_id)).toEqual([7]);
    expect((await call(t.app, 'GET', 'favorite/index', { token: other.token })).body.data).toMatchObject({ total: 1 });
  });

  it('answers 404 for another member’s favourite, 400 naming the field, 401 for visitors', async () => {
    await collect();
    await favourite(8, other.token);
    expect((await remove([8])).status).toBe(404);
    expect((await call(t.app, 'GET', 'favorite/index', { token: other.token })).body.data).toMatchObject({ total: 2 });
    for (const body of [[], ['x'], [0], Array.from({ length: 101 }, (_, n) => n + 1), 7]) {
      const bad = await remove(body);
      expect([bad.status, bad.body.data.field]).toEqual([400, expect.stringMatching(/^goods_ids/)]);
    }
    expect((await remove([])).body.msg).toBe('Goods is invalid');
    const badPage = await call(t.app, 'GET', 'favorite/index', { token: member.token, query: { size: '61' } });
    expect([badPage.status, badPage.body.data.field]).toEqual([400, 'size']);
    expect((await call(t.app, 'GET', 'favorite/index')).status).toBe(401);
    expect((await call(t.app, 'POST', 'favorite/delete', { body: { goods_ids: [7] } })).status).toBe(401);
  });
});
