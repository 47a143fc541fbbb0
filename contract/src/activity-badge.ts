import { z } from 'zod';
import { countValue, isoTime, recordId, yuan } from './answer-fields';
import { ACTIVITY_STATES, ACTIVITY_TYPES } from './enums';

/**
 * A product's activity as goods lists and the product page badge it: the one selling now at the
 * lowest price (a points product only when no money-priced one is selling), else the next to start
 * within a day. `price` as the activity's cards show it (a bargain's floor, a points product's cash
 * part, with `points`). `starts_at`/`ends_at` bound the sale the badge is about: the activity's
 * window, for a flash sale its slot (today's, or the next one). Apart from the activity modules so
 * that goods.ts can use it without an import cycle.
 */
export const activityBadge = z.object({
  id: recordId,
  type: z.enum(ACTIVITY_TYPES),
  price: yuan,
  points: countValue,
  state: z.enum(ACTIVITY_STATES),
  starts_at: isoTime,
  ends_at: isoTime,
});
export type ActivityBadge = z.infer<typeof activityBadge>;
