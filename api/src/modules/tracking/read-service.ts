import type { AdminOrderTracking, OrderTracking } from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Lang } from '../../http/i18n';
import { findOwnOrderRow } from '../order';
import { eventsOfOrder, memberEvent, parcelOf, staffEvent } from './event-answers';

/** order/express: the parcel of one of the member's orders, newest event first; another member's order answers 404. */
export async function trackOwnOrder(db: Db, userId: number, orderId: number, lang: Lang): Promise<OrderTracking> {
  const order = await findOwnOrderRow(db, userId, orderId);
  const events = await eventsOfOrder(db, order.id);
  return { order_id: order.id, express: parcelOf(order), events: events.map((row) => memberEvent(row, lang)) };
}

/** admin/order/express: any order's parcel, newest event first, with who wrote each by hand. */
export async function trackOrderForStaff(db: Db, orderId: number, lang: Lang): Promise<AdminOrderTracking> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound();
  const events = await eventsOfOrder(db, order.id);
  return { order_id: order.id, express: parcelOf(order), events: events.map((row) => staffEvent(row, lang)) };
}
