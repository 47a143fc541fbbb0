import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq, inArray } from 'drizzle-orm';
import { orderItems, orders } from '../../db/schema';
import { createMember, inStockSku, setSkuStock, skuStock } from '../../testing/buying-fixtures';
import { call, createTestApp, type TestApp } from '../../testing/test-app';

describe('stock under concurrent buyers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sells exactly the last 3 units to 20 members racing for them', async () => {
    const sku = await inStockSku(t.connection.db, 8);
    await setSkuStock(t.connection.db, sku.id, 3);
    const buyers = await Promise.all(Array.from({ length: 20 }, (_, n) => createMember(t.connection.db, `racer${n}`)));
    const results = await Promise.all(
      buyers.map((buyer) =>
        call(t.app, 'POST', 'order/create', { token: buyer.token, lang: 'en-us', body: { type: 'buy', sku_id: sku.id, quantity: 1, delivery: 'pickup', store_id: 1 } }),
      ),
    );
    const sold = results.filter((result) => result.body.code === 1);
    const refused = results.filter((result) => result.body.code !== 1);
    expect(sold).toHaveLength(3);
    expect(refused).toHaveLength(17);
    for (const result of refused) {
      expect(result.status).toBe(400);
      expect(result.body.data).toMatchObject({ field: 'quantity' });
    }
    expect(await skuStock(t.connection.db, sku.id)).toBe(0);
    const placed = await t.connection.db
      .select({ quantity: orderItems.quantity })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          eq(orderItems.skuId, sku.id),
          inArray(
            orders.userId,
            buyers.map((buyer) => buyer.id),
          ),
        ),
      );
    expect(placed.reduce((sum, row) => sum + row.quantity, 0)).toBe(3);
  });

  it('sells 2 + 2 of 3 units to only one of two racing orders', async () => {
    const sku = await inStockSku(t.connection.db, 7);
    await setSkuStock(t.connection.db, sku.id, 3);
    const [a, b] = await Promise.all([createMember(t.connection.db, 'pair_a'), createMember(t.connection.db, 'pair_b')]);
    const results = await Promise.all(
      [a, b].map((buyer) => call(t.app, 'POST', 'order/create', { token: buyer.token, body: { type: 'buy', sku_id: sku.id, quantity: 2, delivery: 'pickup', store_id: 1 } })),
    );
    expect(results.map((result) => result.body.code).sort()).toEqual([1, 402]);
    expect(await skuStock(t.connection.db, sku.id)).toBe(1);
  });
});
