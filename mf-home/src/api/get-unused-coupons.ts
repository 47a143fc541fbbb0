import { useQuery } from '@tanstack/react-query';
import { type CouponMineQuery, endpoints } from '@shop/contract';
import { http, useIsLoggedIn } from '@shop/shared';
import { homeKeys } from './home-keys';

/** How many coupons the signed-in member can use now: coupon/mine counts them whatever page it answers, so one row is asked for. */
export async function getUnusedCouponCount(): Promise<number> {
  const query: Pick<CouponMineQuery, 'status' | 'size'> = { status: 'unused', size: 1 };
  const answer = await http.call(endpoints.listMemberCoupons, query);
  return answer.data.counts.unused;
}

/**
 * The member's unused coupon count for the panel, asked for members only. Signing out clears every
 * cached answer, so one member's count is never shown to the next.
 */
export function useUnusedCouponCount() {
  const member = useIsLoggedIn();
  return useQuery({ queryKey: homeKeys.unusedCoupons(), queryFn: getUnusedCouponCount, enabled: member });
}
