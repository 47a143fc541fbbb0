import { useTranslation } from 'react-i18next';
import type { CouponScope, CouponTerms } from '@shop/contract';
import { formatDate } from '@shop/shared';

/** "20" for "20.00": whole yuan read better on a coupon; "12.50" stays. */
const shortYuan = (yuan: string | null) => (yuan ?? '0').replace(/\.00$/, '');


/** How a coupon's terms read on its card, in the member's language. */
export function useCouponWords() {
  const { t } = useTranslation('ucenter');
  return {
    /** "¥20", or for a discount coupon "15% off" / "8.5折". */
    value: (coupon: CouponTerms) => {
      if (coupon.type === 'full') return t('coupon.amountOff', { amount: shortYuan(coupon.denomination) });
      const paid = coupon.discount ?? '10';
      const value = t('coupon.discountShows') === 'paid' ? paid : String(Math.round((10 - Number(paid)) * 10));
      return t('coupon.discountValue', { value });
    },
    threshold: (coupon: CouponTerms) => (Number(coupon.min_amount) > 0 ? t('coupon.threshold', { amount: shortYuan(coupon.min_amount) }) : t('coupon.noThreshold')),
    kind: (coupon: CouponTerms) => t(coupon.type === 'full' ? 'coupon.full' : 'coupon.discount'),
    scope: (scope: CouponScope) => (scope ? t('coupon.scopeCategory', { category: scope.category_name }) : t('coupon.scopeAll')),
    validity: (coupon: { start_at: string; end_at: string }) => t('coupon.validity', { from: formatDate(coupon.start_at), to: formatDate(coupon.end_at) }),
  };
}
