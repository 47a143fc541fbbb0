import type { CouponStatus } from '@shop/contract';
import { sharedQueryKeys } from '@shop/shared';

/**
 * The member's coupons and the coupon centre. Every key starts with `coupons`; a claim changes both
 * the member's lists (and their counts) and the centre's offers.
 */
export const couponKeys = {
  all: sharedQueryKeys.coupons,
  mineLists: () => [...couponKeys.all, 'mine'] as const,
  mine: (status: CouponStatus, page: number) => [...couponKeys.mineLists(), { status, page }] as const,
  centreLists: () => [...couponKeys.all, 'centre'] as const,
  centre: (page: number) => [...couponKeys.centreLists(), { page }] as const,
};
