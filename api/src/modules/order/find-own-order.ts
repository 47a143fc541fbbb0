import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { notFound } from '../../http/errors';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** One of the member's orders, without its items; another member's id answers 404 like an unknown one. */
export async function findOwnOrderRow(db: Db, userId: number, id: number): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)));
  if (!order) throw notFound();
  return order;
}

/** One of the member's orders with its items; another member's id answers 404 like an unknown one. */
export async function findOwnOrder(db: Db, userId: number, id: number): Promise<OrderRow & { items: OrderItemRow[] }> {
  const order = await findOwnOrderRow(db, userId, id);
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.id));
  return { ...order, items };
}
