import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { call, createTestApp, type TestApp } from '../../testing/test-app';

describe('shop/index', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the shop and a page of its on-shelf goods, in both languages', async () => {
    const en = await call(t.app, 'GET', 'shop/index', { query: { id: '2', size: '5' }, lang: 'en-us' });
    expect(en.body.code).toBe(1);
    expect(en.body.data.shop).toEqual({
      id: 2,
      name: 'Stride Sports',
      logo: '/homeapi/static/img/shop-logo-2.svg',
      banner: '/homeapi/static/img/shop-banner-2.svg',
      description: expect.any(String),
      rating: 4.7,
      goods_count: en.body.data.goods.total,
    });
    expect(en.body.data.goods).toMatchObject({ page: 1, size: 5 });
    expect(en.body.data.goods.list).toHaveLength(5);
    expect(en.body.data.goods.list.every((g) => g.shop_id === 2)).toBe(true);
    const zh = await call(t.app, 'GET', 'shop/index', { query: { id: '2' } });
    expect(zh.body.data.shop.name).toBe('步履运动专营店');
    expect(zh.body.data.goods.list.map((g) => g.id)).not.toContain(33);
  });

  it('filters and sorts the shop goods like goods/index', async () => {
    const result = await call(t.app, 'GET', 'shop/index', { query: { id: '1', sort: 'price_asc', keywords: 'phone', size: '60' } });
    const prices = result.body.data.goods.list.map((g) => Number(g.sell_price));
    expect(prices.length).toBeGreaterThan(2);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('answers 404 for an unknown shop and 400 for bad input', async () => {
    const unknown = await call(t.app, 'GET', 'shop/index', { query: { id: '999' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe(404);
    for (const [query, field] of [
      [{ id: 'abc' }, 'id'],
      [{ id: '1', page: '0' }, 'page'],
      [{ id: '1', size: '61' }, 'size'],
      [{ id: '1', min_price: '5', max_price: '1' }, 'max_price'],
    ] as const) {
      const result = await call(t.app, 'GET', 'shop/index', { query });
      expect(result.status).toBe(400);
      expect(result.body.data.field).toBe(field);
    }
  });
});
