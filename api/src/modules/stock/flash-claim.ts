import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/in-transaction';
import { activitySkus } from '../../db/schema';
import { refused } from '../../http/errors';
import { returnToActivity } from './activity-stock';
import { returnToStock, stockShortage } from './warehouse-stock';

/** Units of one activity SKU claimed ahead of the order that will hold them (ADR 0043). */
export type UnitClaim = { activityId: number; skuId: number; quantity: number };

/**
 * Claims a flash sale's units, and the warehouse units behind them, in one statement of its own
 * (ADR 0043): its row locks last only while the database runs it, never across a round trip to the
 * API, so a thousand buyers do not queue on the activity's row while the API answers the others.
 * The order's transaction then takes neither again; when it fails, giveBackClaim returns both.
 * Refuses sold out, how many are left, or the warehouse's shortage.
 */
export async function claimActivityUnits(db: Db, claim: UnitClaim): Promise<void> {
  const { activityId, skuId, quantity } = claim;
  // The warehouse is taken only if the activity's units were: both or neither (but see below).
  const result = await db.execute(sql`
    with activity as (
      update activity_skus set stock = stock - ${quantity}, sold = sold + ${quantity}
      where activity_id = ${activityId} and sku_id = ${skuId} and stock >= ${quantity}
      returning stock
    ), warehouse as (
      update goods_skus set stock = stock - ${quantity}
      where id = ${skuId} and stock >= ${quantity} and exists (select 1 from activity)
      returning stock
    )
    select (select count(*) from activity)::int as activity_taken, (select count(*) from warehouse)::int as warehouse_taken, (select stock from goods_skus where id = ${skuId}) as warehouse_stock`);
  const [row] = (result as { rows: Array<{ activity_taken: number; warehouse_taken: number; warehouse_stock: number | null }> }).rows;
  if (row!.activity_taken === 1 && row!.warehouse_taken === 1) return;
  if (row!.activity_taken === 1) {
    // The warehouse holds fewer than the activity offered: the activity's units go straight back.
    await inTransaction(db, (tx) => returnToActivity(tx, activityId, [{ skuId, quantity }]));
    throw stockShortage(skuId, row!.warehouse_stock ?? 0);
  }
  const [left] = await db
    .select({ stock: activitySkus.stock })
    .from(activitySkus)
    .where(and(eq(activitySkus.activityId, activityId), eq(activitySkus.skuId, skuId)));
  if (!left) throw refused('activity_sku_unavailable', 'sku_id');
  throw left.stock === 0 ? refused('activity_sold_out', 'sku_id') : refused('activity_out_of_stock', 'quantity', { stock: left.stock });
}

/** Gives back a claim whose order was not placed: the activity's units and the warehouse's, in one transaction. */
export async function giveBackClaim(db: Db, claim: UnitClaim): Promise<void> {
  const lines = [{ skuId: claim.skuId, quantity: claim.quantity }];
  await inTransaction(db, async (tx) => {
    await returnToActivity(tx, claim.activityId, lines);
    await returnToStock(tx, lines);
  });
}
