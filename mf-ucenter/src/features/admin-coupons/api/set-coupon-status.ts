import { type AdminCoupon, type AdminCouponStatusBody, endpoints } from '@shop/contract';
import { staffHttp } from '@shop/shared';
import { useCouponChange } from './use-coupon-change';

/** Offers the coupon in the coupon centre again, or stops members claiming it. */
export async function setCouponStatus(body: AdminCouponStatusBody): Promise<AdminCoupon> {
  const { data } = await staffHttp.call(endpoints.setAdminCouponStatus, body);
  return data;
}

export const useSetCouponStatus = () => useCouponChange(setCouponStatus);
