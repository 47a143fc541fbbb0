import { RESULT_CODE } from '@shop/contract';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/in-transaction';
import { goodsSkus, orderItems } from '../../db/schema';
import { AppError } from '../../http/errors';

type StockClaim = { skuId: number; quantity: number };

export const stockShortage = (skuId: number, stock: number) =>
  new AppError(400, RESULT_CODE.refused, stock === 0 ? 'sold_out' : 'out_of_stock', { params: { stock }, data: { field: 'quantity', sku_id: skuId, stock } });

/**
 * Takes the claimed quantities off the SKUs' stock inside the caller's transaction. Each take is
 * one conditional UPDATE, so concurrent buyers (PostgreSQL row locks re-check the condition) can
 * never drive stock below zero; a miss throws and the caller's transaction rolls back whatever was
 * already taken. SKUs are taken in id order so two orders cannot deadlock each other.
 */
export async function reserveStock(tx: Tx, claims: StockClaim[]): Promise<void> {
  for (const claim of [...claims].sort((a, b) => a.skuId - b.skuId)) {
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

/** Gives an order's quantities back to stock; the caller makes sure this happens once per order. */
export async function releaseStock(tx: Tx, orderId: number): Promise<void> {
  const items = await tx.select({ skuId: orderItems.skuId, quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.orderId, orderId));
  for (const item of items.sort((a, b) => a.skuId - b.skuId)) {
    await tx
      .update(goodsSkus)
      .set({ stock: sql`${goodsSkus.stock} + ${item.quantity}` })
      .where(eq(goodsSkus.id, item.skuId));
  }
}
