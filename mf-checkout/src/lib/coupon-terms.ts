import type { TFunction } from 'i18next';
import { formatYuan } from '@shop/shared';
import type { CouponTerms } from '@shop/contract';

/**
 * A coupon's terms worded in the shopper's language. A coupon's name restates its terms in the
 * language it was created in, so the pages show the terms alone (the cart's hints, the confirm page).
 */
export function couponTermsText(t: TFunction<'checkout'>, coupon: Pick<CouponTerms, 'type' | 'denomination' | 'discount' | 'min_amount'>): string {
  const min = formatYuan(coupon.min_amount);
  if (coupon.type === 'full') return t('coupon.full', { amount: formatYuan(coupon.denomination), min });
  return Number(coupon.min_amount) > 0 ? t('coupon.discount', { discount: coupon.discount, min }) : t('coupon.discountAny', { discount: coupon.discount });
}
