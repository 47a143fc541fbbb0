import { type AdminCouponIssueAnswer, type AdminCouponIssueBody, endpoints } from '@shop/contract';
import { staffHttp } from '@shop/shared';
import { useCouponChange } from './use-coupon-change';

/** Issues the coupon to the members named; a refusal is the dialog's to show. */
export async function issueCoupon(body: Partial<AdminCouponIssueBody> & Pick<AdminCouponIssueBody, 'coupon_id'>): Promise<AdminCouponIssueAnswer> {
  const { data } = await staffHttp.call(endpoints.issueAdminCoupon, body, { showsRefusal: true });
  return data;
}

export const useIssueCoupon = () => useCouponChange(issueCoupon);
