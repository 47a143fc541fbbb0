import { ORDER_STATUS } from '@shop/contract';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { moveStatus } from './move-status';
import type { OrderWindows } from './order-windows';

/** How many orders one run moves at most; the next run takes the rest. */
const BATCH = 500;

/**
 * Receives every order shipped (or ready for pickup) `autoReceiveMs` ago or longer that the member
 * has not confirmed (2 → 3), as a member's confirmation would: receivedAt is now, so the review and
 * after-sales windows start. An order with a refund open (6) waits; once the refund closes it is back
 * to 2 and the next run takes it. Each move is a conditional UPDATE, so a second run moves nothing.
 */
export async function receiveOverdueOrders(db: Db, windows: OrderWindows, now: Date): Promise<number> {
  const before = new Date(now.getTime() - windows.autoReceiveMs);
  // When it left the shop: shipped or ready for pickup, whichever it was (orders_receive_due_idx).
  const leftAt = sql`least(${orders.shippedAt}, ${orders.pickupReadyAt})`;
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, ORDER_STATUS.unreceived), lte(leftAt, before)))
    .orderBy(asc(leftAt), asc(orders.id))
    .limit(BATCH);
  let received = 0;
  for (const { id } of due) {
    if (await moveStatus(db, id, ORDER_STATUS.unreceived, { status: ORDER_STATUS.unreviewed, receivedAt: now })) received += 1;
  }
  return received;
}

/**
 * Closes the review window of every order received `reviewMs` ago or longer and still unreviewed:
 * it completes (3 → 4) as the spec's order tabs have it, without the points a review earns (nothing
 * was reviewed). Lines reviewed before stay. One conditional UPDATE, so a second run moves nothing.
 */
export async function closeReviewWindows(db: Db, windows: OrderWindows, now: Date): Promise<number> {
  const before = new Date(now.getTime() - windows.reviewMs);
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, ORDER_STATUS.unreviewed), lte(orders.receivedAt, before)))
    .orderBy(asc(orders.receivedAt), asc(orders.id))
    .limit(BATCH);
  if (due.length === 0) return 0;
  const closed = await db
    .update(orders)
    .set({ status: ORDER_STATUS.completed })
    .where(and(inArray(orders.id, due.map((row) => row.id)), eq(orders.status, ORDER_STATUS.unreviewed)))
    .returning({ id: orders.id });
  return closed.length;
}
