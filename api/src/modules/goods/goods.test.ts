import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { GoodsComment } from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import { footprints } from '../../db/schema';
import { demoCatalogue } from '../../seed/catalogue';
import { renderImage } from '../image/svg-images';
import { createMember } from '../../testing/buying-fixtures';
import { call, createTestApp, signIn, type TestApp } from '../../testing/test-app';

/** Seeded ids (src/seed/catalogue-data.ts): see the README's catalogue section. */
const PHONES_TOP = 1;
const SMARTPHONES_LEAF = 9;
const RUNNING_SHOES = 5; // colour x size, some SKUs sold out
const OFF_SHELF = 33;
const UNKNOWN = 99999;

describe('catalogue: category/index and goods/index', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the category tree in both languages', async () => {
    const zh = await call(t.app, 'GET', 'category/index');
    expect(zh.body.code).toBe(1);
    expect(zh.body.data.length).toBeGreaterThanOrEqual(6);
    for (const top of zh.body.data) {
      expect(top).toEqual({ id: expect.any(Number), name: expect.any(String), image: expect.stringContaining('/homeapi/static/img/'), children: expect.any(Array) });
      expect(top.children.length).toBeGreaterThanOrEqual(2);
      expect(top.children.length).toBeLessThanOrEqual(5);
      for (const leaf of top.children) expect(leaf.children).toEqual([]);
    }
    expect(zh.body.data[0]!.name).toBe('手机数码');
    const en = await call(t.app, 'GET', 'category/index', { lang: 'en-us' });
    expect(en.body.data[0]).toMatchObject({ id: PHONES_TOP, name: 'Phones & digital' });
    expect(en.body.data[0]!.children[0]).toMatchObject({ id: SMARTPHONES_LEAF, name: 'Smartphones' });
    expect(JSON.stringify(en.body.data)).not.toMatch(/[\u4e00-\u9fa5]/);
  });

  it('lists on-shelf goods with the card fields, in both languages', async () => {
    const zh = await call(t.app, 'GET', 'goods/index');
    expect(zh.body.code).toBe(1);
    expect(zh.body.data).toMatchObject({ page: 1, size: 20, total: 66 });
    expect(zh.body.data.list).toHaveLength(20);
    expect(zh.body.data.list[0]).toEqual({
      id: 1,
      name: '流明 X1 智能手机 128GB',
      image: expect.stringMatching(/^\/homeapi\/static\/img\/goods-[a-z]+-\d+-1\.svg$/),
      sell_price: '2599.00',
      market_price: '2999.00',
      sales: expect.any(Number),
      stock: expect.any(Number),
      shop_id: 1,
      shop_name: '流明官方旗舰店',
      activity: null,
    });
    const en = await call(t.app, 'GET', 'goods/index', { lang: 'en-us', query: { page: '4' } });
    expect(en.body.data.list.map((g) => g.name)).toContain('Camp folding chair');
    expect(en.body.data.list.map((g) => g.id)).not.toContain(OFF_SHELF);
    expect(en.body.data.list).toHaveLength(6);
  });

  it('includes the leaves of a top category, and answers an empty list for an unknown one', async () => {
    const top = await call(t.app, 'GET', 'goods/index', { query: { category_id: String(PHONES_TOP), size: '60' } });
    const leaf = await call(t.app, 'GET', 'goods/index', { query: { category_id: String(SMARTPHONES_LEAF) } });
    expect(leaf.body.data.total).toBe(4);
    expect(top.body.data.total).toBeGreaterThan(leaf.body.data.total);
    expect(top.body.data.list.map((g) => g.id)).toEqual(expect.arrayContaining(leaf.body.data.list.map((g) => g.id)));
    const unknown = await call(t.app, 'GET', 'goods/index', { query: { category_id: String(UNKNOWN) } });
    expect(unknown.status).toBe(200);
    expect(unknown.body.data).toMatchObject({ list: [], total: 0 });
  });

  it('sorts by price both ways and by sales, and pages with the right total', async () => {
    const prices = async (sort: string) => {
      const result = await call(t.app, 'GET', 'goods/index', { query: { sort, size: '60' } });
      return result.body.data.list.map((g) => Number(g.sell_price));
    };
    const ascending = await prices('price_asc');
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = await prices('price_desc');
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    const bySales = await call(t.app, 'GET', 'goods/index', { query: { sort: 'sales', size: '60' } });
    const sales = bySales.body.data.list.map((g) => g.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));

    const first = await call(t.app, 'GET', 'goods/index', { query: { sort: 'price_asc', page: '1', size: '7' } });
    const second = await call(t.app, 'GET', 'goods/index', { query: { sort: 'price_asc', page: '2', size: '7' } });
    expect(first.body.data.total).toBe(66);
    expect(second.body.data.page).toBe(2);
    expect([...first.body.data.list, ...second.body.data.list].map((g) => Number(g.sell_price))).toEqual(ascending.slice(0, 14));
    const beyond = await call(t.app, 'GET', 'goods/index', { query: { page: '50' } });
    expect(beyond.body.data).toMatchObject({ list: [], total: 66 });
  });

  it('filters by price range in yuan, keywords and shop', async () => {
    const result = await call(t.app, 'GET', 'goods/index', { query: { min_price: '100', max_price: '199.5', size: '60' } });
    expect(result.body.data.total).toBeGreaterThan(0);
    for (const g of result.body.data.list) {
      expect(Number(g.sell_price)).toBeGreaterThanOrEqual(100);
      expect(Number(g.sell_price)).toBeLessThanOrEqual(199.5);
    }
    const keywords = await call(t.app, 'GET', 'goods/index', { query: { keywords: 'AirBook' } });
    // Both name AirBook alike: relevance ties, so the better seller comes first (ADR 0044).
    expect(keywords.body.data.list.map((g) => g.id).sort((a, b) => a - b)).toEqual([2, 10]);
    expect(keywords.body.data.list[0]!.sales).toBeGreaterThanOrEqual(keywords.body.data.list[1]!.sales);
    const shop = await call(t.app, 'GET', 'goods/index', { query: { shop_id: '5', size: '60' } });
    expect(shop.body.data.list.every((g) => g.shop_id === 5)).toBe(true);
    expect(shop.body.data.total).toBe(5);
  });

  it.each([
    [{ category_id: 'abc' }, 'category_id'],
    [{ page: '0' }, 'page'],
    [{ size: '61' }, 'size'],
    [{ size: '0' }, 'size'],
    [{ min_price: '-1' }, 'min_price'],
    [{ min_price: '300', max_price: '100' }, 'max_price'],
    [{ sort: 'cheapest' }, 'sort'],
    [{ shop_id: '1.5' }, 'shop_id'],
    [{ category_id: '99999999999' }, 'category_id'],
  ])('refuses goods/index %j naming the field', async (query, field) => {
    const result = await call(t.app, 'GET', 'goods/index', { query, lang: 'en-us' });
    expect(result.status).toBe(400);
    expect(result.body.code).toBe(402);
    expect(result.body.data.field).toBe(field);
  });

  it('explains a reversed price range and an unknown sort in both languages', async () => {
    const en = await call(t.app, 'GET', 'goods/index', { query: { min_price: '300', max_price: '100' }, lang: 'en-us' });
    expect(en.body.msg).toBe('The maximum price cannot be lower than the minimum price');
    const zh = await call(t.app, 'GET', 'goods/index', { query: { sort: 'x' } });
    expect(zh.body.msg).toBe('排序方式须为 default、sales、price_asc 或 price_desc');
  });
});

describe('catalogue pictures', () => {
  it('draws every seeded picture, without words in any language', () => {
    const catalogue = demoCatalogue();
    const urls = [
      ...catalogue.categories.map((c) => c.image),
      ...catalogue.shops.flatMap((s) => [s.logo, s.banner]),
      ...catalogue.goods.flatMap((g) => g.images ?? []),
      ...catalogue.skus.map((s) => s.image),
    ];
    for (const url of new Set(urls)) {
      const source = renderImage(String(url).replace(/^\/homeapi\/static\/img\/(.+)\.svg$/, '$1'));
      expect(source).toMatch(/^<svg/);
      expect(source).not.toContain('<text');
    }
  });
});

describe('catalogue: goods/view, goods/comment, goods/favorite', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await signIn(t.app, 'demo', 'demo1234');
  });
  afterAll(() => t.close());

  it('answers the product page in English, with SKU keys built from the attr ids', async () => {
    const result = await call(t.app, 'GET', 'goods/view', { query: { id: String(RUNNING_SHOES) }, lang: 'en-us' });
    expect(result.body.code).toBe(1);
    const view = result.body.data;
    expect(view).toMatchObject({
      id: RUNNING_SHOES,
      name: 'Cloudstep running shoes',
      subtitle: 'Cushioned foam, breathable mesh upper',
      sell_price: '459.00',
      market_price: '599.00',
      category_id: 16,
      is_favorite: false,
      shop: { id: 2, name: 'Stride Sports', logo: expect.stringContaining('shop-logo-2') },
    });
    expect(view.images.length).toBeGreaterThanOrEqual(3);
    expect(view.content).toMatch(/^<h3>Cloudstep running shoes<\/h3>/);
    expect(view.attr.map((a) => a.name)).toEqual(['Colour', 'Size']);
    expect(view.attr[0]!.list.map((v) => v.value)).toEqual(['Coral red', 'Cloud grey']);
    expect(view.attr[1]!.list).toHaveLength(7);
    expect(view.skus).toHaveLength(14);
    const [colour, size] = [view.attr[0]!, view.attr[1]!];
    const expectedKeys = colour.list.flatMap((c) => size.list.map((s) => `${colour.id}:${c.id},${size.id}:${s.id}`));
    expect(view.skus.map((s) => s.key).sort()).toEqual(expectedKeys.sort());
    expect(view.skus.some((s) => s.stock === 0)).toBe(true);
    expect(view.stock).toBe(view.skus.reduce((sum, s) => sum + s.stock, 0));
    expect(Math.min(...view.skus.map((s) => Number(s.sell_price)))).toBe(459);
    expect(view.comment).toEqual({ total: expect.any(Number), good_rate: expect.any(Number), counts: { all: expect.any(Number), good: expect.any(Number), mid: expect.any(Number), bad: expect.any(Number), img: expect.any(Number) } });
    expect(view.comment.total).toBeGreaterThanOrEqual(3);
    expect(view.comment.good_rate).toBeGreaterThanOrEqual(0);
    expect(view.comment.good_rate).toBeLessThanOrEqual(100);
    expect(JSON.stringify(view)).not.toMatch(/[\u4e00-\u9fa5]/);
  });

  it('answers the product page in Chinese', async () => {
    const result = await call(t.app, 'GET', 'goods/view', { query: { id: String(RUNNING_SHOES) } });
    expect(result.body.data).toMatchObject({ name: '云步 轻量跑鞋', shop: { name: '步履运动专营店' } });
    expect(result.body.data.attr[0]).toMatchObject({ name: '颜色', list: [{ value: '珊瑚红' }, { value: '云雾灰' }] });
  });

  it('answers 404 for unknown and off-shelf goods, 400 for a bad id', async () => {
    for (const id of [String(UNKNOWN), String(OFF_SHELF)]) {
      const result = await call(t.app, 'GET', 'goods/view', { query: { id } });
      expect(result.status).toBe(404);
      expect(result.body).toMatchObject({ code: 404, data: null });
    }
    for (const query of [{ id: 'abc' }, { id: '0' }, {}] as Array<Record<string, string>>) {
      const result = await call(t.app, 'GET', 'goods/view', { query });
      expect(result.status).toBe(400);
      expect(result.body.data.field).toBe('id');
    }
  });

  it('records a footprint only for signed-in members, once per goods', async () => {
    // A member of their own: the demo member views goods 3 in other tests.
    const member = await createMember(t.connection.db, 'browser');
    const footprintsOfGoods3 = () => t.connection.db.select().from(footprints).where(eq(footprints.goodsId, 3));
    const before = await footprintsOfGoods3();
    await call(t.app, 'GET', 'goods/view', { query: { id: '3' } });
    expect(await footprintsOfGoods3()).toEqual(before);
    await call(t.app, 'GET', 'goods/view', { query: { id: '3' }, token: member.token });
    t.clock.advance(60_000);
    await call(t.app, 'GET', 'goods/view', { query: { id: '3' }, token: member.token });
    const rows = await t.connection.db.select().from(footprints).where(and(eq(footprints.userId, member.id), eq(footprints.goodsId, 3)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.visitedAt.toISOString()).toBe(t.clock.now().toISOString());
  });

  it('toggles a favourite for members and shows it on the product page', async () => {
    const added = await call(t.app, 'POST', 'goods/favorite', { body: { id: 3 }, token, lang: 'en-us' });
    expect(added.body).toMatchObject({ code: 1, msg: 'Added to favourites', data: { is_favorite: true } });
    const view = await call(t.app, 'GET', 'goods/view', { query: { id: '3' }, token });
    expect(view.body.data.is_favorite).toBe(true);
    const visitorView = await call(t.app, 'GET', 'goods/view', { query: { id: '3' } });
    expect(visitorView.body.data.is_favorite).toBe(false);
    const removed = await call(t.app, 'POST', 'goods/favorite', { body: { id: 3 }, token });
    expect(removed.body).toMatchObject({ code: 1, msg: '已取消收藏', data: { is_favorite: false } });
  });

  it('refuses favourites without a token, for unknown goods, and with a bad id', async () => {
    const visitor = await call(t.app, 'POST', 'goods/favorite', { body: { id: 3 } });
    expect(visitor.status).toBe(401);
    expect(visitor.body.code).toBe(401);
    for (const id of [UNKNOWN, OFF_SHELF]) {
      const unknown = await call(t.app, 'POST', 'goods/favorite', { body: { id }, token });
      expect(unknown.status).toBe(404);
    }
    const bad = await call(t.app, 'POST', 'goods/favorite', { body: { id: 'x' }, token });
    expect(bad.status).toBe(400);
    expect(bad.body.data.field).toBe('id');
  });

  it('lists reviews with masked names, by filter, with counts that add up', async () => {
    const all = await call(t.app, 'GET', 'goods/comment', { query: { id: String(RUNNING_SHOES) }, lang: 'en-us' });
    expect(all.body.code).toBe(1);
    const { counts, total, list } = all.body.data;
    expect(total).toBe(counts.all);
    expect(counts.good + counts.mid + counts.bad).toBe(counts.all);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      rating: expect.any(Number),
      content: expect.any(String),
      images: expect.any(Array),
      sku_text: expect.stringMatching(/^Colour: .+, Size: EU \d+$/),
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      user: { username: expect.stringMatching(/^.\*\*\*.?$/), avatar: expect.any(String) },
    });
    const dates = list.map((c) => c.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const [type, check] of [
      ['good', (c: GoodsComment) => c.rating >= 4],
      ['mid', (c: GoodsComment) => c.rating === 3],
      ['bad', (c: GoodsComment) => c.rating <= 2],
      ['img', (c: GoodsComment) => c.images.length > 0],
    ] as const) {
      const filtered = await call(t.app, 'GET', 'goods/comment', { query: { id: String(RUNNING_SHOES), type } });
      expect(filtered.body.data.total).toBe(counts[type]);
      expect(filtered.body.data.list.every(check)).toBe(true);
    }
    const zh = await call(t.app, 'GET', 'goods/comment', { query: { id: String(RUNNING_SHOES), size: '1', page: '2' } });
    expect(zh.body.data).toMatchObject({ page: 2, size: 1, total });
    expect(zh.body.data.list[0]!.sku_text).toMatch(/^颜色：.+；尺码：\d+码$/);
  });

  it('refuses bad review queries and unknown goods', async () => {
    const unknown = await call(t.app, 'GET', 'goods/comment', { query: { id: String(UNKNOWN) } });
    expect(unknown.status).toBe(404);
    for (const [query, field] of [
      [{ id: '5', type: 'great' }, 'type'],
      [{ id: '5', page: '0' }, 'page'],
      [{ id: '5', size: '61' }, 'size'],
      [{ id: 'five' }, 'id'],
    ] as const) {
      const result = await call(t.app, 'GET', 'goods/comment', { query, lang: 'en-us' });
      expect(result.status).toBe(400);
      expect(result.body.data.field).toBe(field);
    }
    const type = await call(t.app, 'GET', 'goods/comment', { query: { id: '5', type: 'great' }, lang: 'en-us' });
    expect(type.body.msg).toBe('Review filter must be all, good, mid, bad or img');
  });
});
