import { useTranslation } from 'react-i18next';
import type { CouponOption } from '@shop/contract';
import { couponTermsText } from '@/lib/coupon-terms';

interface CouponSelectProps {
  coupons: CouponOption[];
  selectedId: number | null;
  onChange: (id: number | null) => void;
}

/** The member's coupons for this order; the unusable ones are shown disabled with the reason. */
export function CouponSelect({ coupons, selectedId, onChange }: CouponSelectProps) {
  const { t } = useTranslation('checkout');
  const describe = (coupon: CouponOption) => couponTermsText(t, coupon);
  const usable = coupons.filter((coupon) => coupon.usable).length;
  return (
    <div className="flex items-center gap-4">
      <select
        aria-label={t('coupon.label')}
        value={selectedId ?? ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        className="h-10 w-[480px] rounded-md border border-slate-300 bg-white px-3 text-sm outline-none focus:border-rose-500"
      >
        <option value="">{t('coupon.none')}</option>
        {coupons.map((coupon) => (
          <option key={coupon.id} value={coupon.id} disabled={!coupon.usable}>
            {coupon.usable ? describe(coupon) : t('coupon.unusable', { coupon: describe(coupon), reason: coupon.reason || t('coupon.noReason') })}
          </option>
        ))}
      </select>
      <span className="text-xs text-slate-500">{t('coupon.usableCount', { count: usable })}</span>
    </div>
  );
}
