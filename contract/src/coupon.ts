import { z } from 'zod';
import { countValue, isoTime, pageOf, recordId, yuan } from './answer-fields';
import { COUPON_CLAIM_STATES, COUPON_STATUSES, COUPON_TYPES } from './enums';
import { bodyIdField, idField, pagingFields } from './field-rules';

export const couponMineQuery = z.object({ status: z.enum(COUPON_STATUSES).default('unused'), ...pagingFields(12, 60) });
export type CouponMineQuery = z.infer<typeof couponMineQuery>;

export const couponClaimableQuery = z.object({ ...pagingFields(12, 60) });
export type CouponClaimableQuery = z.infer<typeof couponClaimableQuery>;

/** coupon/claim: the coupon-centre coupon (`id` of coupon/claimable) to claim one of. */
export const couponClaimBody = z.object({ id: bodyIdField });
export type CouponClaimBody = z.infer<typeof couponClaimBody>;

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

/**
 * Where a coupon may be spent: null for every product, else one category and its children (the
 * threshold is then counted over the order's goods of that category).
 */
export const couponScope = z.object({ category_id: recordId, category_name: z.string() }).nullable();
export type CouponScope = z.infer<typeof couponScope>;

/** A coupon's terms with its validity and scope, as the member centre shows it. */
const describedCoupon = couponTerms.extend({ start_at: isoTime, end_at: isoTime, scope: couponScope });

/** A coupon the member holds. */
export const memberCoupon = describedCoupon.extend({ id: recordId, status: z.enum(COUPON_STATUSES) });
export type MemberCoupon = z.infer<typeof memberCoupon>;

/** How many coupons the member holds under each status. */
export const couponCounts = z.object({ unused: countValue, used: countValue, expired: countValue });
export type CouponCounts = z.infer<typeof couponCounts>;

/**
 * coupon/mine: one page of the member's coupons of one status, with every status's count. Unused:
 * soonest to expire first; used: last spent first; expired: last expired first.
 */
export const couponMineAnswer = pageOf(memberCoupon).extend({ counts: couponCounts });
export type CouponMineAnswer = z.infer<typeof couponMineAnswer>;

/**
 * A coupon of the coupon centre. `total` is null when unlimited, `remaining` then too; `held` is how
 * many of it the member holds (0 for visitors), at most `per_member_limit`; `claim_state` says
 * whether the member can claim one now (`open`; visitors see `open` and are asked to sign in).
 */
export const claimableCoupon = describedCoupon.extend({
  id: recordId,
  total: countValue.nullable(),
  remaining: countValue.nullable(),
  per_member_limit: z.number().int().min(1),
  held: countValue,
  claim_state: z.enum(COUPON_CLAIM_STATES),
});
export type ClaimableCoupon = z.infer<typeof claimableCoupon>;

/** coupon/claimable: one page of the coupon centre, soonest to end first; ended coupons are gone. */
export const couponClaimableAnswer = pageOf(claimableCoupon);
export type CouponClaimableAnswer = z.infer<typeof couponClaimableAnswer>;

/** coupon/claim: the coupon now held, and the coupon centre's coupon as it stands after the claim. */
export const couponClaimAnswer = z.object({ member_coupon: memberCoupon, offer: claimableCoupon });
export type CouponClaimAnswer = z.infer<typeof couponClaimAnswer>;

/** coupon/goods: the coupon-centre coupons that cover this product (all-goods ones, or its category's). */
export const couponGoodsQuery = z.object({ id: idField });
export type CouponGoodsQuery = z.infer<typeof couponGoodsQuery>;

/**
 * coupon/goods: the coupons claimable for a product's buy box, those claimable now first, soonest to
 * end first; for a member, how many they hold and whether they can claim another (`claim_state`).
 */
export const couponGoodsAnswer = z.object({ list: z.array(claimableCoupon) });
export type CouponGoodsAnswer = z.infer<typeof couponGoodsAnswer>;
