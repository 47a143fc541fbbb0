import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CouponMineAnswer, type CouponStatus, endpoints } from '@shop/contract';
import { http } from '@shop/shared';
import { couponKeys } from './coupon-keys';

export const COUPONS_PAGE_SIZE = 12;

export async function getMyCoupons(status: CouponStatus, page: number): Promise<CouponMineAnswer> {
  const answer = await http.call(endpoints.listMemberCoupons, { status, page, size: COUPONS_PAGE_SIZE });
  return answer.data;
}

/** One page of the member's coupons of a status, with every status's count; the previous page stays while the next loads. */
export function useMyCoupons(status: CouponStatus, page: number) {
  return useQuery({ queryKey: couponKeys.mine(status, page), queryFn: () => getMyCoupons(status, page), placeholderData: keepPreviousData });
}
