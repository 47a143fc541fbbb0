import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { orders } from '../../db/schema';
import { createMember, inStockSku, placeBuyOrder, skuStock } from '../../testing/buying-fixtures';
import { createSecondNode, createTestApp, type TestApp } from '../../testing/test-app';
import { cancelExpiredOrders } from './expiry-service';

describe('the expired-order sweep on several API nodes', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp();
    second = await createSecondNode(first);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('cancels each expired order once and gives its stock back once while both nodes sweep', async () => {
    const db = first.connection.db;
    const sku = await inStockSku(db, 7);
    const buyers = await Promise.all(Array.from({ length: 5 }, (_, n) => createMember(db, `sweeper${n}`)));
    const ids: number[] = [];
    for (const buyer of buyers) ids.push(await placeBuyOrder(first, buyer.token, { sku_id: sku.id, quantity: 2 }));
    expect(await skuStock(db, sku.id)).toBe(sku.stock - 10);

    const afterExpiry = new Date(first.clock.now().getTime() + 31 * 60_000);
    const sweeps = await Promise.all([
      cancelExpiredOrders(first.connection.db, afterExpiry),
      cancelExpiredOrders(second.connection.db, afterExpiry),
      cancelExpiredOrders(first.connection.db, afterExpiry),
      cancelExpiredOrders(second.connection.db, afterExpiry),
    ]);

    expect(sweeps.reduce((sum, cancelled) => sum + cancelled, 0)).toBe(ids.length);
    const rows = await db.select({ id: orders.id, status: orders.status }).from(orders);
    expect(rows.filter((row) => ids.includes(row.id)).map((row) => row.status)).toEqual(ids.map(() => 5));
    expect(await skuStock(db, sku.id)).toBe(sku.stock);
    expect(await cancelExpiredOrders(second.connection.db, afterExpiry)).toBe(0);
  });
});
