import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { goods } from '../../db/schema';
import { createMember, inStockSku, setSkuStock } from '../../testing/buying-fixtures';
import { call, createTestApp, signIn, type TestApp } from '../../testing/test-app';

describe('cart/index, change, select, delete', () => {
  let t: TestApp;
  let skus: Array<{ id: number; stock: number }>;
  beforeAll(async () => {
    t = await createTestApp();
    skus = await Promise.all([inStockSku(t.connection.db, 7), inStockSku(t.connection.db, 8), inStockSku(t.connection.db, 15)]);
  });
  afterAll(() => t.close());

  // A member of each test's own with two each of a mug, a T-shirt and a lamp in the cart, all on sale and in stock.
  let members = 0;
  let member: { id: number; token: string };
  let ids: { mug: number; shirt: number; lamp: number };
  beforeEach(async () => {
    for (const sku of skus) await setSkuStock(t.connection.db, sku.id, sku.stock);
    await t.connection.db.update(goods).set({ status: 'on' }).where(eq(goods.id, 8));
    member = await createMember(t.connection.db, `shopper${++members}`);
    for (const sku of skus) await call(t.app, 'POST', 'cart/add', { token: member.token, body: { sku_id: sku.id, quantity: 2 } });
    const list = (await call(t.app, 'GET', 'cart/index', { token: member.token })).body.data.list;
    const rowOf = (skuId: number) => list.find((row) => row.sku_id === skuId)!.id;
    const [mug, shirt, lamp] = skus;
    ids = { mug: rowOf(mug!.id), shirt: rowOf(shirt!.id), lamp: rowOf(lamp!.id) };
  });

  const index = () => call(t.app, 'GET', 'cart/index', { token: member.token, lang: 'en-us' });

  it('lists rows with price, stock and validity, totalling selected valid rows', async () => {
    const cart = (await index()).body.data;
    expect(cart.list).toHaveLength(3);
    expect(cart.list[0]).toMatchObject({ id: ids.mug, goods_id: 7, name: 'Ceramic coffee mug 350 ml', sell_price: '39.00', quantity: 2, selected: true, invalid: false, invalid_reason: null });
    expect(cart.list[0]!.sku_text).toMatch(/^Colour: /);
    expect(cart.total).toEqual({ count: 3, selected_count: 6, goods_amount: '394.00' });
  });

  it('selects, unselects and changes quantities within stock', async () => {
    const unselected = await call(t.app, 'POST', 'cart/select', { token: member.token, body: { ids: [ids.shirt, ids.lamp], selected: false } });
    expect(unselected.body.data.total).toEqual({ count: 3, selected_count: 2, goods_amount: '78.00' });
    const all = await call(t.app, 'POST', 'cart/select', { token: member.token, body: { ids: 'all', selected: true } });
    expect(all.body.data.total.selected_count).toBe(6);
    const changed = await call(t.app, 'POST', 'cart/change', { token: member.token, body: { id: ids.mug, quantity: 1 } });
    expect(changed.body.data.total.goods_amount).toBe('355.00');
    const stock = changed.body.data.list[0]!.stock;
    const over = await call(t.app, 'POST', 'cart/change', { token: member.token, body: { id: ids.mug, quantity: stock + 1 }, lang: 'en-us' });
    expect([over.status, over.body.msg, over.body.data.field]).toEqual([400, `Only ${stock} left in stock`, 'quantity']);
  });

  it('marks sold-out and off-shelf rows invalid and leaves them out of the totals', async () => {
    const [row] = (await index()).body.data.list.filter((r) => r.id === ids.lamp);
    await setSkuStock(t.connection.db, row!.sku_id, 0);
    await t.connection.db.update(goods).set({ status: 'off' }).where(eq(goods.id, 8));
    const cart = (await index()).body.data;
    const byId = Object.fromEntries(cart.list.map((r: { id: number; invalid_reason: string | null }) => [r.id, r.invalid_reason]));
    expect(byId).toEqual({ [ids.mug]: null, [ids.shirt]: 'off_shelf', [ids.lamp]: 'sold_out' });
    expect(cart.total).toEqual({ count: 3, selected_count: 2, goods_amount: '78.00' });
  });

  it('deletes rows; cart/count stays the row count', async () => {
    const deleted = await call(t.app, 'POST', 'cart/delete', { token: member.token, body: { ids: [ids.lamp] } });
    expect(deleted.body.data.total.count).toBe(2);
    expect((await call(t.app, 'GET', 'cart/count', { token: member.token })).body.data).toBe(2);
  });

  it('answers 404 for another member’s rows, 400 naming the field, 401 without a token', async () => {
    const demo = await signIn(t.app, 'demo', 'demo1234');
    for (const [url, body] of [
      ['cart/change', { id: ids.mug, quantity: 1 }],
      ['cart/select', { ids: [ids.mug], selected: false }],
      ['cart/delete', { ids: [ids.mug] }],
    ] as const) {
      expect((await call(t.app, 'POST', url, { token: demo, body })).status).toBe(404);
      expect((await call(t.app, 'POST', url, { body })).status).toBe(401);
    }
    expect((await index()).body.data.total.count).toBe(3);
    for (const [url, body, field] of [
      ['cart/change', { id: ids.mug, quantity: 0 }, 'quantity'],
      ['cart/change', { quantity: 1 }, 'id'],
      ['cart/select', { ids: 'some', selected: true }, 'ids'],
      ['cart/select', { ids: [ids.mug] }, 'selected'],
      ['cart/delete', { ids: [] }, 'ids'],
    ] as const) {
      const result = await call(t.app, 'POST', url, { token: member.token, body });
      expect([url, result.status, result.body.data.field]).toEqual([url, 400, field]);
    }
    expect((await call(t.app, 'GET', 'cart/index')).status).toBe(401);
  });
});
