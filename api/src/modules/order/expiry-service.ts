import { ORDER_STATUS } from '@shop/contract';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inTransaction, type Tx } from '../../db/in-transaction';
import { memberCoupons, orders } from '../../db/schema';
import { moveStatus } from './move-status';
import { activityOrders } from './activity-orders';
import { releaseOrderStock } from '../stock';

/** Cancels an unpaid order and gives back its stock, coupon, activity stock and points, exactly once even when raced. */
export async function cancelUnpaid(tx: Tx, orderId: number, now: Date): Promise<boolean> {
  const cancelled = await moveStatus(tx, orderId, ORDER_STATUS.unpaid, { status: ORDER_STATUS.cancelled, cancelledAt: now });
  if (!cancelled) return false;
  if (cancelled.activityType !== null) await activityOrders().cancelled(tx, cancelled, now);
  await releaseOrderStock(tx, orderId);
  await tx.update(memberCoupons).set({ usedAt: null, usedOrderId: null }).where(eq(memberCoupons.usedOrderId, orderId));
  return true;
}

/**
 * Cancels every unpaid order whose payment window has closed (only `userId`'s when given), each in
 * its own transaction. Runs on a timer on every API node, and in the services that read or pay a
 * member's orders, so that a member never sees an expired order as payable nor its stock held.
 */
export async function cancelExpiredOrders(db: Db, now: Date, userId?: number): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, ORDER_STATUS.unpaid), lte(orders.expiresAt, now), userId === undefined ? undefined : eq(orders.userId, userId)))
    .orderBy(asc(orders.expiresAt))
    .limit(500);
  let cancelled = 0;
  for (const { id } of due) {
    if (await cancelIfNotLocked(db, id, now)) cancelled += 1;
  }
  return cancelled;
}

/**
 * Every API node sweeps on its own timer: an order another node is cancelling right now is locked,
 * so it is skipped rather than waited for; the status guard in cancelUnpaid still holds if both get it.
 */
function cancelIfNotLocked(db: Db, orderId: number, now: Date): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [locked] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.status, ORDER_STATUS.unpaid)))
      .for('update', { skipLocked: true });
    return locked ? cancelUnpaid(tx, orderId, now) : false;
  });
}
