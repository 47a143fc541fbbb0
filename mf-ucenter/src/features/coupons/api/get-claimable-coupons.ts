import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CouponClaimableAnswer, endpoints } from '@shop/contract';
import { http } from '@shop/shared';
import { couponKeys } from './coupon-keys';
import { COUPONS_PAGE_SIZE } from './get-my-coupons';

export async function getClaimableCoupons(page: number): Promise<CouponClaimableAnswer> {
  const answer = await http.call(endpoints.listClaimableCoupons, { page, size: COUPONS_PAGE_SIZE });
  return answer.data;
}

/** One page of the coupon centre, with what is left of each coupon and what the member holds. */
export function useClaimableCoupons(page: number) {
  return useQuery({ queryKey: couponKeys.centre(page), queryFn: () => getClaimableCoupons(page), placeholderData: keepPreviousData });
}
