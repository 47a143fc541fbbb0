import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { createMember, inStockSku, placeBuyOrder } from '../../testing/buying-fixtures';
import { call, createTestApp, type TestApp } from '../../testing/test-app';

describe('caps on unpaid orders (anti-hoarding)', () => {
  let t: TestApp;
  let mug: { id: number };
  let shirt: { id: number };
  beforeAll(async () => {
    t = await createTestApp({ checkout: { maxUnpaidOrders: 3, maxUnpaidUnitsPerSku: 4, paymentWindowMs: 10 * 60_000 } });
    mug = await inStockSku(t.connection.db, 7);
    shirt = await inStockSku(t.connection.db, 8);
  });
  afterAll(() => t.close());

  const create = (token: string, skuId: number, quantity: number, lang = 'en-us') =>
    call(t.app, 'POST', 'order/create', { token, lang, body: { type: 'buy', delivery: 'pickup', store_id: 1, sku_id: skuId, quantity } });

  it('refuses a member’s order beyond the unpaid-order cap, in both languages, and again once one is paid or cancelled', async () => {
    const member = await createMember(t.connection.db, 'hoarder_orders', 1_000_000);
    const placed = [];
    for (let n = 0; n < 3; n += 1) placed.push(await placeBuyOrder(t, member.token, { sku_id: n % 2 === 0 ? mug.id : shirt.id }));
    const refused = await create(member.token, shirt.id, 1);
    expect([refused.status, refused.body]).toEqual([400, { code: 402, msg: 'You have 3 unpaid orders; please pay or cancel one before placing another', data: null }]);
    expect((await create(member.token, shirt.id, 1, 'zh-cn')).body.msg).toBe('您已有3笔待付款订单，请先支付或取消后再下单');

    expect((await call(t.app, 'POST', 'payment/index', { token: member.token, body: { order_id: placed[0], method: 'balance' } })).body.code).toBe(1);
    expect((await create(member.token, shirt.id, 1)).body.code).toBe(1);
    expect((await call(t.app, 'POST', 'order/cancel', { token: member.token, body: { id: placed[1] } })).body.code).toBe(1);
    expect((await create(member.token, shirt.id, 1)).body.code).toBe(1);
  });

  it('caps the unpaid units of one SKU a member holds, counting the new order', async () => {
    const member = await createMember(t.connection.db, 'hoarder_units');
    expect((await create(member.token, mug.id, 3)).body.code).toBe(1);
    const refused = await create(member.token, mug.id, 2);
    expect([refused.status, refused.body]).toEqual([
      400,
      { code: 402, msg: 'You can hold at most 4 unpaid units of one item; please pay or cancel your earlier orders first', data: { field: 'quantity' } },
    ]);
    expect((await create(member.token, mug.id, 2, 'zh-cn')).body.msg).toBe('同一商品待付款数量最多4件，请先支付或取消之前的订单');
    expect((await create(member.token, mug.id, 1)).body.code).toBe(1);
    // Another SKU, and another member, have allowances of their own.
    expect((await create(member.token, shirt.id, 4)).body.code).toBe(1);
    const other = await createMember(t.connection.db, 'not_a_hoarder');
    expect((await create(other.token, mug.id, 4)).body.code).toBe(1);
  });

  it('keeps an order payable for the configured window, and stops counting it once that has passed', async () => {
    const member = await createMember(t.connection.db, 'window_watcher');
    const created = await create(member.token, mug.id, 4);
    const [order] = await t.connection.db.select().from(orders).where(eq(orders.id, created.body.data.order_id));
    expect(order!.expiresAt.getTime() - order!.createdAt.getTime()).toBe(10 * 60_000);
    expect((await create(member.token, mug.id, 1)).body.code).toBe(402);
    t.clock.advance(10 * 60_000);
    expect((await create(member.token, mug.id, 1)).body.code).toBe(1);
  });
});
