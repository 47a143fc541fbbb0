import { z } from 'zod';
import { isoTime, listOf, recordId, yuan } from './answer-fields';
import { COUPON_STATUSES, COUPON_TYPES } from './enums';

export const couponMineQuery = z.object({ status: z.enum(COUPON_STATUSES).default('unused') });
export type CouponMineQuery = z.infer<typeof couponMineQuery>;

/**
 * What a coupon takes off: `denomination` (yuan) for a full-discount coupon, `discount` for a
 * discount coupon (in 折, "8.5" = pay 85%), each null for the other type; usable from `min_amount`.
 */
export const couponTerms = z.object({
  name: z.string(),
  type: z.enum(COUPON_TYPES),
  denomination: yuan.nullable(),
  discount: z.string().nullable(),
  min_amount: yuan,
});
export type CouponTerms = z.infer<typeof couponTerms>;

/** A coupon the member holds. */
export const memberCoupon = couponTerms.extend({ id: recordId, status: z.enum(COUPON_STATUSES), start_at: isoTime, end_at: isoTime });
export type MemberCoupon = z.infer<typeof memberCoupon>;

/** coupon/mine: the member's coupons of one status, soonest to expire first. */
export const couponMineAnswer = listOf(memberCoupon);
export type CouponMineAnswer = z.infer<typeof couponMineAnswer>;
