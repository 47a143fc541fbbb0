import type { AdminTrackingEventBody } from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/in-transaction';
import { orders, shipmentEvents } from '../../db/schema';
import { conflict, notFound, refused } from '../../http/errors';
import { recordAudit } from '../audit';
import type { Staff } from '../staff';

/** How far ahead of the shop's clock a typed time may be: an operator's watch a little fast. */
const CLOCK_SLACK_MS = 5 * 60 * 1000;

/**
 * admin/order/express/add: a back-office user writes an event of a shipped express order's parcel
 * by hand (a call from the courier, a parcel the provider does not follow). The time defaults to now
 * and may be neither before the order shipped nor in the future; the place and details, typed once,
 * read the same in both languages. Audited with the order.
 */
export async function addStaffEvent(db: Db, input: AdminTrackingEventBody, now: Date, actor: { staff: Staff; request: FastifyRequest }): Promise<void> {
  const happenedAt = input.happened_at ? new Date(input.happened_at) : now;
  await inTransaction(db, async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.id));
    if (!order) throw notFound();
    if (order.delivery !== 'express') throw conflict('tracking_not_express', 'id');
    if (!order.shippedAt) throw conflict('tracking_not_shipped', 'id');
    if (happenedAt.getTime() < order.shippedAt.getTime()) throw refused('tracking_before_shipping', 'happened_at');
    if (happenedAt.getTime() > now.getTime() + CLOCK_SLACK_MS) throw refused('tracking_in_future', 'happened_at');
    const [event] = await tx
      .insert(shipmentEvents)
      .values({
        orderId: order.id,
        happenedAt,
        kind: null,
        place: { zh: input.place, en: input.place },
        details: { zh: input.details, en: input.details },
        source: 'staff',
        staffId: actor.staff.id,
        staffUsername: actor.staff.username,
      })
      .returning({ id: shipmentEvents.id });
    const after = { event_id: event!.id, happened_at: happenedAt.toISOString(), place: input.place, details: input.details };
    await recordAudit(tx, actor.staff, { action: 'order.tracking_add', targetType: 'order', targetId: order.id, after }, actor.request);
  });
}
