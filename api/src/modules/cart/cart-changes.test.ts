import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { cartItems, favorites, goods, goodsSkus } from '../../db/schema';
import { createMember, inStockSku, setSkuStock } from '../../testing/buying-fixtures';
import { call, createTestApp, signIn, type TestApp } from '../../testing/test-app';

describe('cart rows: what changed since added, and moving rows to the favourites', () => {
  let t: TestApp;
  let mug: { id: number; priceCents: number; stock: number };
  let shirt: { id: number; priceCents: number; stock: number };
  beforeAll(async () => {
    t = await createTestApp();
    mug = await inStockSku(t.connection.db, 7);
    shirt = await inStockSku(t.connection.db, 8);
  });
  afterAll(() => t.close());

  let members = 0;
  let member: { id: number; token: string };
  let rows: { mug: number; shirt: number };
  beforeEach(async () => {
    await t.connection.db.update(goodsSkus).set({ sellPriceCents: mug.priceCents, stock: mug.stock }).where(eq(goodsSkus.id, mug.id));
    await setSkuStock(t.connection.db, shirt.id, shirt.stock);
    await t.connection.db.update(goods).set({ status: 'on' }).where(eq(goods.id, 8));
    member = await createMember(t.connection.db, `changed${++members}`);
    for (const sku of [mug, shirt]) await call(t.app, 'POST', 'cart/add', { token: member.token, body: { sku_id: sku.id, quantity: 2 } });
    const list = (await index()).body.data.list;
    rows = { mug: list.find((row) => row.sku_id === mug.id)!.id, shirt: list.find((row) => row.sku_id === shirt.id)!.id };
  });

  const index = (token = member.token) => call(t.app, 'GET', 'cart/index', { token, lang: 'en-us' });
  const rowOf = async (id: number) => (await index()).body.data.list.find((row) => row.id === id)!;
  const setMugPrice = (cents: number) => t.connection.db.update(goodsSkus).set({ sellPriceCents: cents }).where(eq(goodsSkus.id, mug.id));

  it('remembers the price and stock a row was added at and says nothing while they hold', async () => {
    expect(await rowOf(rows.mug)).toMatchObject({ added_price: '39.00', price_change: null, stock_notice: null });
  });

  it('says how much the price dropped or rose since the row was added', async () => {
    await setMugPrice(35_50);
    expect(await rowOf(rows.mug)).toMatchObject({ sell_price: '35.50', added_price: '39.00', price_change: { direction: 'dropped', amount: '3.50' } });
    await setMugPrice(45_00);
    expect((await rowOf(rows.mug)).price_change).toEqual({ direction: 'rose', amount: '6.00' });
  });

  it('says only a few are left when the stock fell low since, or below the row’s quantity, and sold out at none', async () => {
    await setSkuStock(t.connection.db, mug.id, 10);
    expect((await rowOf(rows.mug)).stock_notice).toBe('low');
    await setSkuStock(t.connection.db, mug.id, 1);
    expect(await rowOf(rows.mug)).toMatchObject({ stock: 1, stock_notice: 'low' });
    await setSkuStock(t.connection.db, mug.id, 0);
    expect(await rowOf(rows.mug)).toMatchObject({ invalid_reason: 'sold_out', stock_notice: 'sold_out' });
  });

  it('cart/refresh and cart/change remember the price and stock as they are now', async () => {
    await setMugPrice(30_00);
    await setSkuStock(t.connection.db, mug.id, 5);
    const refreshed = await call(t.app, 'POST', 'cart/refresh', { token: member.token, body: { ids: [rows.mug] } });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data.list.find((row) => row.id === rows.mug)).toMatchObject({ added_price: '30.00', price_change: null, stock_notice: null });
    await setMugPrice(32_00);
    const changed = await call(t.app, 'POST', 'cart/change', { token: member.token, body: { id: rows.mug, quantity: 1 } });
    expect(changed.body.data.list.find((row) => row.id === rows.mug)).toMatchObject({ added_price: '32.00', price_change: null });
  });

  it('cart/favorite moves rows to the favourites and out of the cart; goods already saved stay saved once', async () => {
    await t.connection.db.insert(favorites).values({ userId: member.id, goodsId: 7, createdAt: new Date('2025-05-01T00:00:00Z') });
    const moved = await call(t.app, 'POST', 'cart/favorite', { token: member.token, body: { ids: [rows.mug, rows.shirt, rows.mug] }, lang: 'en-us' });
    expect([moved.status, moved.body.msg, moved.body.data.list]).toEqual([200, 'Moved to your favourites', []]);
    const saved = await t.connection.db.select().from(favorites).where(eq(favorites.userId, member.id));
    expect(saved.map((row) => row.goodsId).sort()).toEqual([7, 8]);
    expect(saved.find((row) => row.goodsId === 7)!.createdAt.toISOString()).toBe('2025-05-01T00:00:00.000Z');
    expect((await call(t.app, 'GET', 'cart/count', { token: member.token })).body.data).toBe(0);
    // Once moved, the rows are gone: asking again is a 404 like any row not in the cart.
    expect((await call(t.app, 'POST', 'cart/favorite', { token: member.token, body: { ids: [rows.mug] } })).status).toBe(404);
  });

  it('refuses goods off the shelf and keeps the rows', async () => {
    await t.connection.db.update(goods).set({ status: 'off' }).where(eq(goods.id, 8));
    const refused = await call(t.app, 'POST', 'cart/favorite', { token: member.token, body: { ids: [rows.mug, rows.shirt] }, lang: 'en-us' });
    expect([refused.status, refused.body.msg, refused.body.data.field]).toEqual([400, 'This item is no longer available', 'ids']);
    expect(await t.connection.db.select().from(cartItems).where(and(eq(cartItems.userId, member.id)))).toHaveLength(2);
    expect(await t.connection.db.select().from(favorites).where(eq(favorites.userId, member.id))).toHaveLength(0);
  });

  it('answers 404 for another member’s rows, 400 naming the field, 401 without a token', async () => {
    const demo = await signIn(t.app, 'demo', 'demo1234');
    for (const url of ['cart/favorite', 'cart/refresh'] as const) {
      expect((await call(t.app, 'POST', url, { token: demo, body: { ids: [rows.mug] } })).status).toBe(404);
      expect((await call(t.app, 'POST', url, { body: { ids: [rows.mug] } })).status).toBe(401);
      for (const [body, field] of [
        [{ ids: [] }, 'ids'],
        [{ ids: ['x'] }, 'ids.0'],
        [{}, 'ids'],
      ] as const) {
        const result = await call(t.app, 'POST', url, { token: member.token, body, lang: 'zh-cn' });
        expect([url, result.status, result.body.data.field]).toEqual([url, 400, field]);
      }
    }
    expect((await index()).body.data.total.count).toBe(2);
  });
});
