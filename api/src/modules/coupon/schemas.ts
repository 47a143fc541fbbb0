import { z } from 'zod';

export const COUPON_STATUSES = ['unused', 'used', 'expired'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

export const couponMineQuery = z.object({ status: z.enum(COUPON_STATUSES).default('unused') });
