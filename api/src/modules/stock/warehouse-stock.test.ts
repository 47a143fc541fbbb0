import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { inTransaction } from '../../db/in-transaction';
import { goodsSkus } from '../../db/schema';
import { setSkuStock, skuStock } from '../../testing/buying-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { reserveStock, returnToStock, setStockIfUnchanged } from './warehouse-stock';

describe('warehouse stock: taken, given back and set in one module', () => {
  let t: TestApp;
  let skus: Array<{ id: number; goodsId: number }>;
  beforeAll(async () => {
    t = await createTestApp();
    skus = (await db().select({ id: goodsSkus.id, goodsId: goodsSkus.goodsId }).from(goodsSkus).orderBy(goodsSkus.id)).slice(0, 2);
  });
  afterAll(() => t.close());

  const db = () => t.connection.db;

  it('takes every claim or none: a short SKU refuses with its stock and rolls the others back', async () => {
    const [first, second] = skus;
    await setSkuStock(db(), first!.id, 5);
    await setSkuStock(db(), second!.id, 1);
    const claims = [
      { skuId: second!.id, quantity: 2 },
      { skuId: first!.id, quantity: 3 },
    ];
    await expect(inTransaction(db(), (tx) => reserveStock(tx, claims))).rejects.toMatchObject({ messageKey: 'out_of_stock', options: { params: { stock: 1 } } });
    expect([await skuStock(db(), first!.id), await skuStock(db(), second!.id)]).toEqual([5, 1]);
    await inTransaction(db(), (tx) => reserveStock(tx, [{ skuId: first!.id, quantity: 5 }]));
    await expect(inTransaction(db(), (tx) => reserveStock(tx, [{ skuId: first!.id, quantity: 1 }]))).rejects.toMatchObject({ messageKey: 'sold_out' });
  });

  it('gives units back, skipping lines with nothing to give', async () => {
    const [first, second] = skus;
    await setSkuStock(db(), first!.id, 0);
    await setSkuStock(db(), second!.id, 4);
    await inTransaction(db(), (tx) =>
      returnToStock(tx, [
        { skuId: second!.id, quantity: 0 },
        { skuId: first!.id, quantity: 2 },
      ]),
    );
    expect([await skuStock(db(), first!.id), await skuStock(db(), second!.id)]).toEqual([2, 4]);
  });

  it('sets the stock the operator typed only while it holds what the operator saw', async () => {
    const [first] = skus;
    await setSkuStock(db(), first!.id, 7);
    expect(await inTransaction(db(), (tx) => setStockIfUnchanged(tx, first!, 6, 20))).toBe(false);
    expect(await skuStock(db(), first!.id)).toBe(7);
    expect(await inTransaction(db(), (tx) => setStockIfUnchanged(tx, first!, 7, 20))).toBe(true);
    expect(await skuStock(db(), first!.id)).toBe(20);
    expect(await inTransaction(db(), (tx) => setStockIfUnchanged(tx, { id: first!.id, goodsId: first!.goodsId + 1000 }, 20, 1))).toBe(false);
  });
});
