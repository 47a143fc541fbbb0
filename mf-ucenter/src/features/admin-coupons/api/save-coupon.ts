import { type AdminCoupon, type AdminCouponSaveBody, endpoints } from '@shop/contract';
import { staffHttp } from '@shop/shared';
import { useCouponChange } from './use-coupon-change';

/** Creates a coupon template, or edits one with `id`; a refusal is the form's to show. */
export async function saveCoupon(body: AdminCouponSaveBody): Promise<AdminCoupon> {
  const { data } = await staffHttp.call(endpoints.saveAdminCoupon, body, { showsRefusal: true });
  return data;
}

export const useSaveCoupon = () => useCouponChange(saveCoupon);
