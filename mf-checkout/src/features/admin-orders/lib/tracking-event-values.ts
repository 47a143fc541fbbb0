import { z } from 'zod';
import { adminTrackingEventBody, type AdminTrackingEventBody } from '@shop/contract';
import { fromDateTimeText } from '@shop/forms';
import { formatDateMinute } from '@shop/shared';

/** The add-event form: the time as date-time text in China time ("2025-06-01 10:00"), the place and details as typed. */
export type TrackingEventValues = { happened_at: string; place: string; details: string };

/** The time typed, read as China time, as an ISO instant; text that is no time stays as is, for the contract to refuse. */
const fromTimeText = (value: string) => fromDateTimeText(value) || value;

/** The form's values now: the time it happened defaults to this minute. */
export const trackingEventValues = (now: Date): TrackingEventValues => ({ happened_at: formatDateMinute(now), place: '', details: '' });

/** The body admin/order/express/add takes. */
export const trackingEventBody = (values: TrackingEventValues, id: number): AdminTrackingEventBody => ({
  id,
  happened_at: fromTimeText(values.happened_at),
  place: values.place,
  details: values.details,
});

/** The form's checks: the call's own schema on the body the form sends (the id is the order's, never typed). */
export const trackingEventSchema = z.preprocess((values) => trackingEventBody(values as TrackingEventValues, 1), adminTrackingEventBody);
