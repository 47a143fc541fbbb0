import { RESULT_CODE } from '@shop/contract';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/in-transaction';
import { goodsSkus, orderItems } from '../../db/schema';
import { AppError } from '../../http/errors';

// The one place a SKU's warehouse stock changes (ADR 0026): orders take it, cancellations, refunds
// and failed groups give it back, the back office sets it. Every change runs in the caller's
// transaction and in SKU order, so two changes never wait on each other.

export type StockLine = { skuId: number; quantity: number };

export const stockShortage = (skuId: number, stock: number) =>
  new AppError(400, RESULT_CODE.refused, stock === 0 ? 'sold_out' : 'out_of_stock', { params: { stock }, data: { field: 'quantity', sku_id: skuId, stock } });

/** Lines in SKU order: every stock change locks its rows in this order, so two changes never deadlock. */
export const inSkuOrder = <Line extends StockLine>(lines: Line[]) => [...lines].sort((a, b) => a.skuId - b.skuId);

/**
 * Takes the claimed quantities off the SKUs' stock. Each take is one conditional UPDATE, so
 * concurrent buyers (PostgreSQL row locks re-check the condition) can never drive stock below zero;
 * a miss throws and the caller's transaction rolls back whatever was already taken.
 */
export async function reserveStock(tx: Tx, claims: StockLine[]): Promise<void> {
  for (const claim of inSkuOrder(claims)) {
    const taken = await tx
      .update(goodsSkus)
      .set({ stock: sql`${goodsSkus.stock} - ${claim.quantity}` })
      .where(and(eq(goodsSkus.id, claim.skuId), gte(goodsSkus.stock, claim.quantity)))
      .returning({ id: goodsSkus.id });
    if (taken.length === 0) {
      const [sku] = await tx.select({ stock: goodsSkus.stock }).from(goodsSkus).where(eq(goodsSkus.id, claim.skuId));
      throw stockShortage(claim.skuId, sku?.stock ?? 0);
    }
  }
}

/** Puts units back in the warehouse: a refund of goods that never left it, a failed group's seat. */
export async function returnToStock(tx: Tx, lines: StockLine[]): Promise<void> {
  for (const line of inSkuOrder(lines)) {
    if (line.quantity > 0) await tx.update(goodsSkus).set({ stock: sql`${goodsSkus.stock} + ${line.quantity}` }).where(eq(goodsSkus.id, line.skuId));
  }
}

/** Gives an order's quantities back to stock; the caller makes sure this happens once per order. */
export async function releaseOrderStock(tx: Tx, orderId: number): Promise<void> {
  await returnToStock(tx, await tx.select({ skuId: orderItems.skuId, quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.orderId, orderId)));
}

/**
 * The back office sets a SKU's stock to what the operator typed, only if it still holds what the
 * operator saw: a sale made meanwhile is never overwritten. Answers whether it was set.
 */
export async function setStockIfUnchanged(tx: Tx, sku: { id: number; goodsId: number }, seen: number, stock: number): Promise<boolean> {
  const set = await tx
    .update(goodsSkus)
    .set({ stock })
    .where(and(eq(goodsSkus.id, sku.id), eq(goodsSkus.goodsId, sku.goodsId), eq(goodsSkus.stock, seen)))
    .returning({ id: goodsSkus.id });
  return set.length > 0;
}
