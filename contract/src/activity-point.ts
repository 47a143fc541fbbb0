import { z } from 'zod';
import { countValue } from './answer-fields';
import { activityDetail, activityListAnswer } from './activity';

/**
 * The points mall (/activity/point/): products exchanged for points, plus a cash part where one is
 * set. A card's and a SKU's `points` are per unit and `price` is the cash part per unit ("0.00":
 * points only). Points products are bought directly (`type: 'point'` at checkout), never through the
 * cart, without coupons, and travel free.
 */

/** activity/point/index: one page of points products, and the signed-in member's points (null for a visitor). */
export const pointListAnswer = activityListAnswer.extend({ member_points: countValue.nullable() });
export type PointListAnswer = z.infer<typeof pointListAnswer>;

/**
 * activity/point/view: the product's page, with the signed-in member's points (null for a visitor)
 * and whether they cover one unit of its cheapest SKU in points (`can_afford`, false for a visitor).
 */
export const pointDetail = activityDetail.extend({ member_points: countValue.nullable(), can_afford: z.boolean() });
export type PointDetail = z.infer<typeof pointDetail>;
