import { z } from 'zod';
import { countValue, isoTime, pageOf, recordId, yuan } from './answer-fields';
import { ACTIVITY_STATES, ACTIVITY_TYPES } from './enums';
import { idField, pagingFields } from './field-rules';
import { specGroup } from './goods';

/**
 * What every activity call shares (api-notes "Activity rules"): the lists and pages of
 * /activity/{group,second,bargain,point,limit}/. Each type adds its own fields in its own module
 * (activity-group, activity-second, activity-bargain, activity-point, activity-limit).
 */

/** activity/<type>/index: one page of the type's activities, selling first, then upcoming, then ended. */
export const activityListQuery = z.object({ ...pagingFields(20, 60) });
export type ActivityListQuery = z.infer<typeof activityListQuery>;

/** activity/<type>/view?id: one activity. */
export const activityViewQuery = z.object({ id: idField });
export type ActivityViewQuery = z.infer<typeof activityViewQuery>;

/**
 * How much of an activity one member may still buy: "limit N, M left". `per_member` and
 * `per_order` are 0 when there is no cap; `bought` counts the member's paid and unpaid orders of
 * the activity (0 for visitors); `left` is null when there is no per-member cap.
 */
export const memberLimit = z.object({
  per_member: countValue,
  per_order: countValue,
  bought: countValue,
  left: countValue.nullable(),
});
export type MemberLimit = z.infer<typeof memberLimit>;

/**
 * An activity as every list shows it, in the request's language. `price` is its lowest activity
 * price (a bargain's floor, a points product's cash part), `original_price` the lowest normal price
 * of the same SKUs, `points` a points product's lowest points (else 0). `stock` is what is left for
 * the activity, `sold` what it has sold. `state` compares the activity's window (a flash sale's:
 * today's slot) with the server's clock; an activity that is sold out or stopped is `ended`.
 */
export const activityCard = z.object({
  id: recordId,
  type: z.enum(ACTIVITY_TYPES),
  goods_id: recordId,
  title: z.string(),
  name: z.string(),
  image: z.string(),
  price: yuan,
  original_price: yuan,
  points: countValue,
  stock: countValue,
  sold: countValue,
  state: z.enum(ACTIVITY_STATES),
  starts_at: isoTime,
  ends_at: isoTime,
});
export type ActivityCard = z.infer<typeof activityCard>;

export const activityListAnswer = pageOf(activityCard);
export type ActivityListAnswer = z.infer<typeof activityListAnswer>;

/** One SKU an activity sells: its spec key and text, activity price (and floor, points), normal price and what is left. */
export const activitySkuOption = z.object({
  sku_id: recordId,
  key: z.string(),
  sku_text: z.string(),
  image: z.string(),
  price: yuan,
  original_price: yuan,
  floor_price: yuan.nullable(),
  points: countValue,
  stock: countValue,
});
export type ActivitySkuOption = z.infer<typeof activitySkuOption>;

/**
 * activity/<type>/view: what every activity page shows. `now` is the server's clock, so that the
 * page's countdowns agree with the server whatever the shopper's clock says. `limit` is the
 * signed-in member's (a visitor's `bought` is 0).
 */
export const activityDetail = activityCard.extend({
  subtitle: z.string(),
  images: z.array(z.string()),
  content: z.string(),
  attr: z.array(specGroup),
  skus: z.array(activitySkuOption),
  limit: memberLimit,
  now: isoTime,
});
export type ActivityDetail = z.infer<typeof activityDetail>;

export { activityBadge, type ActivityBadge } from './activity-badge';
