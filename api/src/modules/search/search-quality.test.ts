import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { call, createTestApp, type TestApp } from '../../testing/test-app';

/**
 * Search quality on the seeded shop (ADR 0044): for each query, the product a shopper means is among
 * the first five results of search/index in its default order (relevance, then sales). Several words
 * in either order, Chinese and English, prefixes, misspellings, brand and category words.
 */
const QUALITY: Array<[query: string, expected: string]> = [
  // several words, in any order, across name, subtitle, category and brand
  ['linen shirt', 'Linen summer shirt'],
  ['shirt linen', 'Linen summer shirt'],
  ['noise cancelling headphones', 'Quiet noise-cancelling headphones'],
  ['wireless earphones', 'Buds mini wireless earphones'],
  ['Gongfu tea set', 'Gongfu tea set for four'],
  ['green tea', 'West Lake Longjing green tea'],
  ['desk lamp', 'Halo LED desk lamp'],
  ['hiking backpack', 'Summit 30 L hiking backpack'],
  ['mechanical keyboard', 'Typist mechanical keyboard'],
  ['wireless mouse', 'Glide wireless mouse'],
  ['4K monitor', 'Clear 4K monitor'],
  ['gaming monitor', 'Arena 165 Hz gaming monitor'],
  ['vitamin C serum', 'Glow vitamin C serum'],
  ['coffee beans yunnan', 'Yunnan single-origin coffee beans'],
  ['leather tote', 'City leather tote bag'],
  ['memory foam pillow', 'Memory foam pillow'],
  ['Lumen tablet', 'Lumen Pad mini tablet'],
  ['亚麻 衬衫', 'Linen summer shirt'],
  ['流明 平板', 'Lumen Pad 11 tablet'],
  ['西湖 绿茶', 'West Lake Longjing green tea'],
  // Chinese, one to four characters, without spaces
  ['耳机', 'Quiet noise-cancelling headphones'],
  ['降噪耳机', 'Quiet noise-cancelling headphones'],
  ['跑鞋', 'Cloudstep running shoes'],
  ['咖啡豆', 'Yunnan single-origin coffee beans'],
  ['面霜', 'Hydra barrier face cream'],
  ['瑜伽垫', 'Non-slip yoga mat'],
  ['T恤', 'Organic cotton T-shirt'],
  ['笔记本', 'AirBook 14 ultralight laptop'],
  ['手机', 'Lumen X1 smartphone 128 GB'],
  ['台灯', 'Halo LED desk lamp'],
  ['龙井', 'West Lake Longjing green tea'],
  ['芒果干', 'Dried mango slices'],
  ['连衣裙', 'Floral midi dress'],
  ['鼠', 'Glide wireless mouse'],
  // the start of a word
  ['lapt', 'AirBook 14 ultralight laptop'],
  ['smartph', 'Lumen X1 smartphone 128 GB'],
  ['basketb', 'Pro indoor basketball'],
  ['hood', 'Heavyweight cotton hoodie'],
  // misspelt
  ['earphnes', 'Buds mini wireless earphones'],
  ['smartwach', 'Pulse fitness smartwatch'],
  ['mineral sunscren', 'Daily mineral sunscreen SPF 50'],
  ['headphnes', 'Quiet noise-cancelling headphones'],
  ['skilet', 'Cast iron skillet'],
];

describe('search/index: the product meant is among the first five', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const firstFive = async (q: string) => {
    const result = await call(t.app, 'GET', 'search/index', { query: { q }, lang: 'en-us' });
    expect(result.body.code).toBe(1);
    return result.body.data.list.slice(0, 5).map((g) => g.name);
  };

  it('holds at least thirty queries', () => {
    expect(QUALITY.length).toBeGreaterThanOrEqual(30);
  });

  it.each(QUALITY)('%s finds %s', async (query, expected) => {
    expect(await firstFive(query)).toContain(expected);
  });

  it('finds "Linen shirt, blue" by "blue shirt", and by its new category name once the category is renamed', async () => {
    const inserted = await t.connection.db.execute(sql`
        insert into goods (shop_id, category_id, name_zh, name_en, image, sell_price_cents, market_price_cents)
        select shop_id, category_id, '亚麻衬衫 蓝色', 'Linen shirt, blue', image, 19900, 25900 from goods where name_en = 'Linen summer shirt'
        returning id`);
    const { id } = (inserted as { rows: Array<{ id: number }> }).rows[0]!;
    const found = await call(t.app, 'GET', 'search/index', { query: { q: 'blue shirt' }, lang: 'en-us' });
    expect(found.body.data.list[0]!.id).toBe(id);
    expect((await firstFive('衬衫 蓝色')).at(0)).toBe('Linen shirt, blue');
    await t.connection.db.execute(sql`update categories set name_en = 'Button shirts' where id = (select category_id from goods where id = ${id})`);
    expect(await firstFive('button blue')).toContain('Linen shirt, blue');
  });

  it('ranks a product named by the words above one that only mentions them, then best sellers first', async () => {
    // "laptop" names two laptops; the backpack, the tote bag and the case only mention it in a subtitle or name them later.
    const names = await firstFive('laptop');
    expect(names.slice(0, 2).sort()).toEqual(['AirBook 14 ultralight laptop', 'AirBook 16 creator laptop']);
    const sorted = await call(t.app, 'GET', 'search/index', { query: { q: 'laptop', sort: 'price_asc' }, lang: 'en-us' });
    const prices = sorted.body.data.list.map((g) => Number(g.sell_price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});
