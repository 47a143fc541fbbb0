import { useQuery } from '@tanstack/react-query';
import type { CouponMineAnswer, CouponMineQuery } from '@shop/contract';
import { http, useIsLoggedIn } from '@shop/shared';
import { homeKeys } from './home-keys';

/** `coupon/mine?status=unused`: how many coupons the signed-in member can use now. */
export async function getUnusedCouponCount(): Promise<number> {
  const query: CouponMineQuery = { status: 'unused' };
  const answer = await http.get<CouponMineAnswer>('coupon/mine', query);
  return answer.data.list.length;
}

/**
 * The member's unused coupon count for the panel, asked for members only. Signing out clears every
 * cached answer, so one member's count is never shown to the next.
 */
export function useUnusedCouponCount() {
  const member = useIsLoggedIn();
  return useQuery({ queryKey: homeKeys.unusedCoupons(), queryFn: getUnusedCouponCount, enabled: member });
}
