import type { OrderStatus } from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';

/**
 * Moves an order from one status to the next only if it is still in the first: the guard against
 * races (one conditional UPDATE). Answers the moved order, or null when it had moved on meanwhile.
 */
export async function moveStatus(db: Db, orderId: number, from: OrderStatus, values: Partial<typeof orders.$inferInsert> & { status: OrderStatus }) {
  const [moved] = await db
    .update(orders)
    .set(values)
    .where(and(eq(orders.id, orderId), eq(orders.status, from)))
    .returning();
  return moved ?? null;
}
