import type { AdminCouponListQuery } from '@shop/contract';

/** The back office's coupon queries; every key starts with `admin`. A change re-reads the lists. */
export const adminCouponKeys = {
  all: ['admin', 'coupons'] as const,
  lists: () => [...adminCouponKeys.all, 'list'] as const,
  list: (query: Partial<AdminCouponListQuery>) => [...adminCouponKeys.lists(), query] as const,
};
