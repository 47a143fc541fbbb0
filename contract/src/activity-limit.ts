import type { z } from 'zod';
import { countValue, pageOf } from './answer-fields';
import { activityCard, activityDetail } from './activity';

/**
 * Purchase-limit offers (/activity/limit/): a product at an offer price that each member may buy
 * only so many of over the offer's window (`per_member`) and per order (`per_order`; 0: no cap).
 * Paid and unpaid orders count; a cancelled one gives its units back.
 */

/** An offer as its list shows it: the card and its caps, so the list can say "Limit 2 per person". */
export const limitCard = activityCard.extend({ per_member: countValue, per_order: countValue });
export type LimitCard = z.infer<typeof limitCard>;

/** activity/limit/index: one page of the offers, selling first, then upcoming, then ended. */
export const limitListAnswer = pageOf(limitCard);
export type LimitListAnswer = z.infer<typeof limitListAnswer>;

/** activity/limit/view: the offer's page; `limit` is the signed-in member's "limit N, M left". */
export const limitDetail = activityDetail;
export type LimitDetail = z.infer<typeof limitDetail>;
