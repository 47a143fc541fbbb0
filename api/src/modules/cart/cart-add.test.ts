import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { goodsSkus } from '../../db/schema';
import { createMember } from '../../testing/buying-fixtures';
import { call, createTestApp, type TestApp } from '../../testing/test-app';

describe('cart/add', () => {
  let t: TestApp;
  let skus: Array<{ id: number; stock: number }>;
  beforeAll(async () => {
    t = await createTestApp();
    skus = (await call(t.app, 'GET', 'goods/view', { query: { id: '5' } })).body.data.skus;
  });
  afterAll(() => t.close());

  // A member of each test's own, with an empty cart.
  let members = 0;
  let token: string;
  beforeEach(async () => {
    token = (await createMember(t.connection.db, `adder${++members}`)).token;
  });

  const inStock = () => skus.filter((sku) => sku.stock >= 4);

  it('adds a SKU, merges the same SKU and answers the count cart/count then answers', async () => {
    const [first, second] = inStock();
    const added = await call(t.app, 'POST', 'cart/add', { body: { sku_id: first!.id, quantity: 1 }, token, lang: 'en-us' });
    expect(added.body).toEqual({ code: 1, msg: 'Added to cart', data: { count: 1 } });
    const merged = await call(t.app, 'POST', 'cart/add', { body: { sku_id: first!.id, quantity: 2 }, token });
    expect(merged.body).toMatchObject({ code: 1, msg: '已加入购物车', data: { count: 1 } });
    const other = await call(t.app, 'POST', 'cart/add', { body: { sku_id: second!.id, quantity: 1 }, token });
    expect(other.body.data).toEqual({ count: 2 });
    expect((await call(t.app, 'GET', 'cart/count', { token })).body.data).toBe(2);
  });

  it('refuses to go above the stock, counting what is already in the cart', async () => {
    const [first] = inStock();
    expect((await call(t.app, 'POST', 'cart/add', { body: { sku_id: first!.id, quantity: 3 }, token })).body.code).toBe(1);
    const over = await call(t.app, 'POST', 'cart/add', { body: { sku_id: first!.id, quantity: first!.stock - 2 }, token, lang: 'en-us' });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ code: 402, msg: `Only ${first!.stock} left in stock`, data: { field: 'quantity', stock: first!.stock, in_cart: 3 } });
    const exact = await call(t.app, 'POST', 'cart/add', { body: { sku_id: first!.id, quantity: first!.stock - 3 }, token });
    expect(exact.body.code).toBe(1);
    const more = await call(t.app, 'POST', 'cart/add', { body: { sku_id: first!.id, quantity: 1 }, token });
    expect(more.body.msg).toBe(`库存仅剩${first!.stock}件`);
  });

  it('refuses a sold-out SKU, and a goods whose every SKU is sold out', async () => {
    const soldOut = skus.find((sku) => sku.stock === 0)!;
    const result = await call(t.app, 'POST', 'cart/add', { body: { sku_id: soldOut.id, quantity: 1 }, token, lang: 'en-us' });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ code: 402, msg: 'This item is sold out', data: { field: 'quantity' } });
    const allGone = (await call(t.app, 'GET', 'goods/view', { query: { id: '20' } })).body.data;
    expect(allGone.stock).toBe(0);
    const refused = await call(t.app, 'POST', 'cart/add', { body: { sku_id: allGone.skus[0]!.id, quantity: 1 }, token });
    expect(refused.body.msg).toBe('该商品已售罄');
  });

  it('answers 404 for off-shelf goods and unknown SKUs', async () => {
    const [offShelfSku] = await t.connection.db.select().from(goodsSkus).where(eq(goodsSkus.goodsId, 33)).limit(1);
    for (const skuId of [offShelfSku!.id, 999999]) {
      const result = await call(t.app, 'POST', 'cart/add', { body: { sku_id: skuId, quantity: 1 }, token });
      expect(result.status).toBe(404);
      expect(result.body.code).toBe(404);
    }
  });

  it('refuses visitors and bad input', async () => {
    const visitor = await call(t.app, 'POST', 'cart/add', { body: { sku_id: skus[0]!.id, quantity: 1 } });
    expect(visitor.status).toBe(401);
    for (const [body, field] of [
      [{ sku_id: 'one', quantity: 1 }, 'sku_id'],
      [{ quantity: 1 }, 'sku_id'],
      [{ sku_id: 1, quantity: 0 }, 'quantity'],
      [{ sku_id: 1, quantity: 1000 }, 'quantity'],
      [{ sku_id: 1, quantity: 1.5 }, 'quantity'],
    ] as const) {
      const result = await call(t.app, 'POST', 'cart/add', { body, token });
      expect(result.status).toBe(400);
      expect(result.body.data.field).toBe(field);
    }
  });
});
