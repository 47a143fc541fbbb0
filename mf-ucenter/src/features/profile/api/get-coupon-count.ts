import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@shop/contract';
import { http, sharedQueryKeys } from '@shop/shared';

/** How many coupons the member holds unused: the coupon box's own count, without its list. */
export async function getCouponCount(): Promise<number> {
  const answer = await http.call(endpoints.listMemberCoupons, { status: 'unused', page: 1, size: 1 });
  return answer.data.counts.unused;
}

/** Under `coupons`, so a claim or a use reaches it; read again on every visit of the member centre. */
export function useCouponCount() {
  return useQuery({ queryKey: [...sharedQueryKeys.coupons, 'count'], queryFn: getCouponCount, staleTime: 0 });
}
