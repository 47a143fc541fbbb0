import type { AdminTrackingEvent, TrackingEvent } from '@shop/contract';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shipmentEvents, type BilingualText } from '../../db/schema';
import type { Lang } from '../../http/i18n';
import type { OrderRow } from '../order';

type EventRow = typeof shipmentEvents.$inferSelect;

const inLang = (text: BilingualText, lang: Lang) => (lang === 'zh-cn' ? text.zh : text.en) || text.zh || text.en;

/** An order's events, newest first (of two at one time, the one kept last first). */
export const eventsOfOrder = (db: Db, orderId: number): Promise<EventRow[]> =>
  db.select().from(shipmentEvents).where(eq(shipmentEvents.orderId, orderId)).orderBy(desc(shipmentEvents.happenedAt), desc(shipmentEvents.id));

export function memberEvent(row: EventRow, lang: Lang): TrackingEvent {
  return { id: row.id, happened_at: row.happenedAt.toISOString(), place: inLang(row.place, lang), details: inLang(row.details, lang), kind: row.kind ?? null, source: row.source };
}

export const staffEvent = (row: EventRow, lang: Lang): AdminTrackingEvent => ({ ...memberEvent(row, lang), recorded_by: row.staffUsername });

/** The courier and number of a shipped express order; null before it ships and for a pickup order. */
export const parcelOf = (order: OrderRow) => (order.expressCompany && order.trackingNo ? { company: order.expressCompany, tracking_no: order.trackingNo } : null);
