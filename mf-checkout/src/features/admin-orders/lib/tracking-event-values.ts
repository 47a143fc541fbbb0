import { z } from 'zod';
import { adminTrackingEventBody, type AdminTrackingEventBody } from '@shop/contract';

/** The add-event form: the time as datetime-local text (the reader's clock), the place and details as typed. */
export type TrackingEventValues = { happened_at: string; place: string; details: string };

const pad = (n: number) => String(n).padStart(2, '0');

/** "2025-06-01T10:00" in the browser's time zone, as a datetime-local input takes it. */
export const toLocalInput = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** A datetime-local value as an ISO instant; text that is no time stays as is, for the contract to refuse. */
const fromLocalInput = (value: string) => {
  const time = value ? new Date(value).getTime() : Number.NaN;
  return Number.isNaN(time) ? value : new Date(time).toISOString();
};

/** The form's values now: the time it happened defaults to this minute. */
export const trackingEventValues = (now: Date): TrackingEventValues => ({ happened_at: toLocalInput(now), place: '', details: '' });

/** The body admin/order/express/add takes. */
export const trackingEventBody = (values: TrackingEventValues, id: number): AdminTrackingEventBody => ({
  id,
  happened_at: fromLocalInput(values.happened_at),
  place: values.place,
  details: values.details,
});

/** The form's checks: the call's own schema on the body the form sends (the id is the order's, never typed). */
export const trackingEventSchema = z.preprocess((values) => trackingEventBody(values as TrackingEventValues, 1), adminTrackingEventBody);
