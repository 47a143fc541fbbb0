import { z } from 'zod';
import { isoTime, recordId } from './answer-fields';
import { bodyIdField, idField } from './field-rules';

/**
 * Delivery tracking: what happened to an express order's parcel after it left the shop, as its
 * courier reports it (through the tracking provider) or as the back office writes it by hand.
 */

/** The steps a courier reports; a hand-written update has none. */
export const TRACKING_EVENT_KINDS = ['picked_up', 'departed', 'arrived', 'out_for_delivery', 'delivered'] as const;
export type TrackingEventKind = (typeof TRACKING_EVENT_KINDS)[number];

/** Who wrote an event: the courier's tracking provider, or a back-office user. */
export const TRACKING_EVENT_SOURCES = ['provider', 'staff'] as const;
export type TrackingEventSource = (typeof TRACKING_EVENT_SOURCES)[number];

/** Characters of an event's place and of what it says happened. */
export const TRACKING_PLACE_MAX_LENGTH = 60;
export const TRACKING_DETAILS_MAX_LENGTH = 200;

/** One event of a parcel: when, where and what, in the reader's language. */
export const trackingEvent = z.object({
  id: recordId,
  happened_at: isoTime,
  place: z.string(),
  details: z.string(),
  kind: z.enum(TRACKING_EVENT_KINDS).nullable(),
  source: z.enum(TRACKING_EVENT_SOURCES),
});
export type TrackingEvent = z.infer<typeof trackingEvent>;

/** The courier and number of a shipped express order; null before it ships, and for a pickup order. */
export const trackingParcel = z.object({ company: z.string(), tracking_no: z.string() });

/** order/express: the parcel of one of the member's orders and its events, newest first. */
export const orderTracking = z.object({
  order_id: recordId,
  express: trackingParcel.nullable(),
  events: z.array(trackingEvent),
});
export type OrderTracking = z.infer<typeof orderTracking>;
export const orderTrackingQuery = z.object({ id: idField });

/** One event as the back office sees it: also who wrote it by hand. */
export const adminTrackingEvent = trackingEvent.extend({ recorded_by: z.string().nullable() });
export type AdminTrackingEvent = z.infer<typeof adminTrackingEvent>;

/** admin/order/express: any order's parcel and its events, newest first. */
export const adminOrderTracking = orderTracking.extend({ events: z.array(adminTrackingEvent) });
export type AdminOrderTracking = z.infer<typeof adminOrderTracking>;

/**
 * admin/order/express/add: an event written by hand on a shipped express order (a call from the
 * courier, a parcel the provider does not follow). `happened_at` defaults to now; it may not be before the
 * order shipped nor in the future.
 */
export const adminTrackingEventBody = z.object({
  id: bodyIdField,
  happened_at: z.iso.datetime({ offset: true }).optional(),
  place: z.string().trim().min(1).max(TRACKING_PLACE_MAX_LENGTH),
  details: z.string().trim().min(1).max(TRACKING_DETAILS_MAX_LENGTH),
});
export type AdminTrackingEventBody = z.infer<typeof adminTrackingEventBody>;
export type AdminTrackingEventInput = z.input<typeof adminTrackingEventBody>;
