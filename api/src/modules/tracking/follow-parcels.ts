import { and, asc, eq, gt, isNotNull, notExists } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, shipmentEvents } from '../../db/schema';
import type { Parcel, TrackingProvider } from './provider';

/** How many parcels one run asks about at most; the next run takes the rest. */
const BATCH = 200;
/** A parcel not delivered this long after it shipped is no longer asked about (the courier lost track of it). */
const FOLLOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The express orders shipped in the last FOLLOW_DAYS whose parcel has no delivered event yet. */
async function parcelsOnTheWay(db: Db, now: Date): Promise<Parcel[]> {
  const delivered = db
    .select({ id: shipmentEvents.id })
    .from(shipmentEvents)
    .where(and(eq(shipmentEvents.orderId, orders.id), eq(shipmentEvents.kind, 'delivered')));
  const rows = await db
    .select({ id: orders.id, company: orders.expressCompany, trackingNo: orders.trackingNo, shippedAt: orders.shippedAt, address: orders.address })
    .from(orders)
    .where(
      and(
        eq(orders.delivery, 'express'),
        isNotNull(orders.trackingNo),
        isNotNull(orders.expressCompany),
        gt(orders.shippedAt, new Date(now.getTime() - FOLLOW_DAYS * DAY_MS)),
        notExists(delivered),
      ),
    )
    .orderBy(asc(orders.shippedAt), asc(orders.id))
    .limit(BATCH);
  return rows.map((row) => ({ orderId: row.id, company: row.company!, trackingNo: row.trackingNo!, shippedAt: row.shippedAt!, destinationCity: row.address?.city ?? '' }));
}

/**
 * Asks the tracking provider about every parcel still on its way and keeps the events it did not
 * know yet; answers how many it added. An event is kept once (its provider reference is unique per
 * order), so a run repeated at once, or two at once, adds nothing twice. Without a provider the
 * back office adds events by hand and this does nothing. The order's status does not move: a
 * delivered parcel is received when the member confirms it, or AUTO_RECEIVE_DAYS after shipping.
 */
export async function followParcels(db: Db, provider: TrackingProvider | null, now: Date, onError: (error: unknown, orderId: number) => void = () => {}): Promise<number> {
  if (!provider) return 0;
  let added = 0;
  for (const parcel of await parcelsOnTheWay(db, now)) {
    let reported;
    try {
      reported = await provider.eventsOf(parcel, now);
    } catch (error) {
      // One parcel its provider could not answer about does not hold the others; the next run asks again.
      onError(error, parcel.orderId);
      continue;
    }
    if (reported.length === 0) continue;
    const kept = await db
      .insert(shipmentEvents)
      .values(
        reported.map((event) => ({
          orderId: parcel.orderId,
          happenedAt: event.happenedAt,
          kind: event.kind,
          place: event.place,
          details: event.details,
          source: 'provider' as const,
          provider: provider.name,
          providerRef: event.ref,
        })),
      )
      .onConflictDoNothing({ target: [shipmentEvents.orderId, shipmentEvents.providerRef] })
      .returning({ id: shipmentEvents.id });
    added += kept.length;
  }
  return added;
}
