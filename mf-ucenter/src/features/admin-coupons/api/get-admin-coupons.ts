import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AdminCouponListAnswer, type AdminCouponListQuery, endpoints } from '@shop/contract';
import { staffHttp } from '@shop/shared';
import { adminCouponKeys } from './admin-coupon-keys';

export type CouponListParams = Partial<AdminCouponListQuery>;

export async function getAdminCoupons(params: CouponListParams): Promise<AdminCouponListAnswer> {
  const { data } = await staffHttp.call(endpoints.listAdminCoupons, params);
  return data;
}

/** One page of coupon templates; the previous page stays shown while the next loads. */
export function useAdminCoupons(params: CouponListParams) {
  return useQuery({ queryKey: adminCouponKeys.list(params), queryFn: () => getAdminCoupons(params), placeholderData: keepPreviousData });
}
