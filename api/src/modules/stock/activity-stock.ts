import { and, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/in-transaction';
import { activitySkus, orderItems } from '../../db/schema';
import { refused } from '../../http/errors';
import { inSkuOrder, type StockLine } from './warehouse-stock';

// The one place an activity's own stock and its sold count change (ADR 0026): an activity order
// takes units, a cancelled order or a failed group's seat gives them back. In the caller's transaction.

/**
 * Takes units off an activity SKU's stock and counts them sold, only while it has them: a flash
 * sale's last unit goes to one buyer however many press at once. Refuses sold out, or how many are left.
 */
export async function takeActivityStock(tx: Tx, activitySkuId: number, quantity: number): Promise<void> {
  const [taken] = await tx
    .update(activitySkus)
    .set({ stock: sql`${activitySkus.stock} - ${quantity}`, sold: sql`${activitySkus.sold} + ${quantity}` })
    .where(and(eq(activitySkus.id, activitySkuId), gte(activitySkus.stock, quantity)))
    .returning({ id: activitySkus.id });
  if (taken) return;
  const [left] = await tx.select({ stock: activitySkus.stock }).from(activitySkus).where(eq(activitySkus.id, activitySkuId));
  throw (left?.stock ?? 0) === 0 ? refused('activity_sold_out', 'sku_id') : refused('activity_out_of_stock', 'quantity', { stock: left!.stock });
}

/** Gives units back to an activity: its stock up, its sold count down (never below zero). In SKU order. */
export async function returnToActivity(tx: Tx, activityId: number, lines: StockLine[]): Promise<void> {
  for (const line of inSkuOrder(lines)) {
    if (line.quantity === 0) continue;
    await tx
      .update(activitySkus)
      .set({ stock: sql`${activitySkus.stock} + ${line.quantity}`, sold: sql`greatest(${activitySkus.sold} - ${line.quantity}, 0)` })
      .where(and(eq(activitySkus.activityId, activityId), eq(activitySkus.skuId, line.skuId)));
  }
}

/** Gives an activity order's units back to the activity; the caller makes sure this happens once per order. */
export async function releaseActivityStock(tx: Tx, order: { id: number; activityId: number | null }): Promise<void> {
  if (order.activityId === null) return;
  await returnToActivity(tx, order.activityId, await tx.select({ skuId: orderItems.skuId, quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.orderId, order.id)));
}
