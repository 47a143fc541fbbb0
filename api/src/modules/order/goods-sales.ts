import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/in-transaction';
import { goods, orderItems } from '../../db/schema';

/** Units per product, summed over lines. */
export type GoodsUnits = Array<{ goodsId: number; quantity: number }>;

/**
 * Moves the products' "sold" counts by `sign` × their units, one product at a time in id order (as
 * every stock change goes, so two transactions never wait on each other crosswise). A count never
 * goes below zero: refunds of units sold before counting began take nothing from the seed's figure.
 */
export async function moveGoodsSales(tx: Tx, units: GoodsUnits, sign: 1 | -1): Promise<void> {
  const byGoods = new Map<number, number>();
  for (const unit of units) byGoods.set(unit.goodsId, (byGoods.get(unit.goodsId) ?? 0) + unit.quantity);
  for (const [goodsId, quantity] of [...byGoods].sort(([a], [b]) => a - b)) {
    if (quantity === 0) continue;
    await tx
      .update(goods)
      .set({ sales: sql`greatest(${goods.sales} + ${sign * quantity}, 0)` })
      .where(eq(goods.id, goodsId));
  }
}

/** A paid order's units count as sold. */
export async function countOrderSales(tx: Tx, orderId: number): Promise<void> {
  const lines = await tx.select({ goodsId: orderItems.goodsId, quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  await moveGoodsSales(tx, lines, 1);
}
