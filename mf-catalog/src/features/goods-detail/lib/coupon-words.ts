import type { TFunction } from 'i18next';
import type { ClaimableCoupon } from '@shop/contract';

const noThreshold = (min: string) => Number(min) === 0;
const whole = (yuan: string) => String(Number(yuan));

/** A coupon's terms as a chip says them: "¥20 off orders over ¥199" / "满199减20", "10% off" / "9折". */
export function couponTermsText(t: TFunction, coupon: ClaimableCoupon): string {
  const min = whole(coupon.min_amount);
  if (coupon.type === 'full') return t(noThreshold(coupon.min_amount) ? 'buyBox.fullAny' : 'buyBox.full', { amount: whole(coupon.denomination ?? '0'), min });
  const paid = coupon.discount ?? '10';
  const value = t('buyBox.discountShows') === 'paid' ? paid : String(Math.round((10 - Number(paid)) * 10));
  return t(noThreshold(coupon.min_amount) ? 'buyBox.discountAny' : 'buyBox.discount', { value, min });
}
