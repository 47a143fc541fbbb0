import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { RecommendFeedAnswer, RecommendGoodsAnswer } from '@shop/contract';
import { and, eq, ne } from 'drizzle-orm';
import { goods } from '../../db/schema';
import { createMember, inStockSku, placeBuyOrder } from '../../testing/buying-fixtures';
import { call, createTestApp, type TestApp } from '../../testing/test-app';
import { RANKING_TTL_MS } from './ranking-cache';

describe('recommendations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // Each test on a clock past every ranking the previous tests kept.
  beforeEach(() => t.clock.advance(RANKING_TTL_MS + 1000));

  let members = 0;
  const newMember = () => createMember(t.connection.db, `recommend${++members}`, 1_000_000_00);

  const forGoods = async (goodsId: number, query: Record<string, string> = {}) => {
    const answer = await call(t.app, 'GET', 'recommend/goods', { query: { goods_id: String(goodsId), ...query }, lang: 'en-us' });
    expect(answer.status).toBe(200);
    return answer.body.data as RecommendGoodsAnswer;
  };
  const feed = async (query: Record<string, string> = {}, token?: string) => {
    const answer = await call(t.app, 'GET', 'recommend/feed', { query, lang: 'en-us', ...(token ? { token } : {}) });
    expect(answer.status).toBe(200);
    return answer.body.data as RecommendFeedAnswer;
  };
  const ids = (list: Array<{ id: number }>) => list.map((card) => card.id);

  /** A paid order of one unit of a product, from the member's wallet. */
  async function buy(token: string, goodsId: number) {
    const sku = await inStockSku(t.connection.db, goodsId);
    const orderId = await placeBuyOrder(t, token, { sku_id: sku.id });
    const paid = await call(t.app, 'POST', 'payment/index', { token, body: { order_id: orderId, method: 'balance' } });
    expect(paid.body.code).toBe(1);
  }
  const view = (token: string, goodsId: number) => call(t.app, 'GET', 'goods/view', { token, query: { id: String(goodsId) } });

  it('answers what the buyers of a product also bought, once the kept ranking is a minute old', async () => {
    const before = await forGoods(40);
    expect(ids(before.bought_together)).not.toContain(41);
    for (let n = 0; n < 3; n += 1) {
      const shopper = await newMember();
      await buy(shopper.token, 40);
      await buy(shopper.token, 41);
    }
    // Kept: the ranking is a minute's, whatever was bought meanwhile.
    t.clock.advance(2000);
    expect(ids((await forGoods(40)).bought_together)).toEqual(ids(before.bought_together));
    t.clock.advance(RANKING_TTL_MS);
    const after = await forGoods(40);
    expect(after.bought_together[0]).toMatchObject({ id: 41, name: expect.any(String), sell_price: expect.stringMatching(/^\d+\.\d\d$/), shop_id: expect.any(Number) });
    expect(ids(after.bought_together)).not.toContain(40);
  });

  it('answers what the viewers of a product also viewed, and the popular goods of its category without it', async () => {
    for (let n = 0; n < 3; n += 1) {
      const shopper = await newMember();
      await view(shopper.token, 42);
      await view(shopper.token, 44);
    }
    t.clock.advance(RANKING_TTL_MS + 1000);
    const lists = await forGoods(42, { size: '4' });
    expect(lists.viewed_together[0]?.id).toBe(44);
    expect(ids(lists.viewed_together)).not.toContain(42);
    expect(lists.popular_in_category.length).toBeGreaterThan(0);
    expect(lists.popular_in_category.length).toBeLessThanOrEqual(4);
    expect(ids(lists.popular_in_category)).not.toContain(42);
    const [product] = await t.connection.db.select({ categoryId: goods.categoryId }).from(goods).where(eq(goods.id, 42));
    const sameCategory = await t.connection.db
      .select({ id: goods.id, sales: goods.sales })
      .from(goods)
      .where(and(eq(goods.categoryId, product!.categoryId), eq(goods.status, 'on'), ne(goods.id, 42)));
    expect(ids(lists.popular_in_category).every((id) => sameCategory.some((row) => row.id === id))).toBe(true);
  });

  it('refuses a product off the shelf or unknown (404), and a malformed id naming the field (400), in the reader’s language', async () => {
    for (const id of ['33', '999999']) {
      const answer = await call(t.app, 'GET', 'recommend/goods', { query: { goods_id: id }, lang: 'en-us' });
      expect(answer.status).toBe(404);
    }
    const bad = await call(t.app, 'GET', 'recommend/goods', { query: { goods_id: 'abc' }, lang: 'zh-cn' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('goods_id');
    expect(bad.body.msg).toMatch(/[\u4e00-\u9fff]/);
    const tooMany = await call(t.app, 'GET', 'recommend/feed', { query: { size: '31' }, lang: 'en-us' });
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body)).toContain('size');
  });

  it('pages a visitor through the shop’s popular goods, each once, best sellers first', async () => {
    const first = await feed({ size: '30' });
    const onShelf = await t.connection.db.select({ id: goods.id, sales: goods.sales }).from(goods).where(eq(goods.status, 'on'));
    expect(first.total).toBe(Math.min(onShelf.length, 200));
    const pages = [first];
    for (let page = 2; (page - 1) * 30 < first.total; page += 1) pages.push(await feed({ size: '30', page: String(page) }));
    const all = pages.flatMap((page) => ids(page.list));
    expect(all).toHaveLength(first.total);
    expect(new Set(all).size).toBe(all.length);
    expect(all.every((id) => onShelf.some((row) => row.id === id))).toBe(true);
    expect((await feed({ size: '30', page: String(pages.length + 1) })).list).toEqual([]);
  });

  it('ranks a member’s feed from their own goods, leaves those out, and never gives it to anyone else', async () => {
    const fan = await newMember();
    const others = [await newMember(), await newMember()];
    for (const other of others) {
      await view(other.token, 5);
      await view(other.token, 47);
    }
    await view(fan.token, 5);
    await call(t.app, 'POST', 'goods/favorite', { token: fan.token, body: { id: 12 } });
    t.clock.advance(RANKING_TTL_MS + 1000);

    const mine = await feed({ size: '10' }, fan.token);
    expect(ids(mine.list)).not.toContain(5);
    expect(ids(mine.list)).not.toContain(12);
    expect(ids(mine.list)).toContain(47);
    const visitors = await feed({ size: '10' });
    expect(ids(visitors.list)).not.toEqual(ids(mine.list));
    // Asked again right away, each gets their own: the member's list never sits in the visitors' entry.
    expect(ids((await feed({ size: '10' })).list)).toEqual(ids(visitors.list));
    expect(ids((await feed({ size: '10' }, fan.token)).list)).toEqual(ids(mine.list));
    const stranger = await newMember();
    expect(ids((await feed({ size: '10' }, stranger.token)).list)).toEqual(ids(visitors.list));
  });
});
