import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatYuan, GOODS_LIST_PATH } from '@shop/shared';
import type { CartHints as Hints } from '@shop/contract';
import { couponTermsText } from '@/lib/coupon-terms';

/**
 * What would help with the selected goods, as the server priced it: how much more ships free, the
 * coupon that saves most (applied at checkout), and how much more unlocks a bigger one. Nothing
 * when there is nothing to say.
 */
export function CartHints({ hints }: { hints: Hints }) {
  const { t } = useTranslation('checkout');
  const { free_shipping: freeShipping, best_coupon: best, next_coupon: next } = hints;
  if (!freeShipping && !best && !next) return null;
  return (
    <section aria-label={t('cart.hints.label')} className="mb-3 flex flex-wrap items-start gap-x-10 gap-y-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-2.5 text-sm text-slate-700">
      {freeShipping && (
        <p data-testid="free-shipping-hint" className="flex items-center gap-2">
          <span className="rounded bg-rose-600 px-1.5 py-0.5 text-xs font-semibold text-white">{t('cart.hints.freeShippingTag')}</span>
          <span>
            {t('cart.hints.freeShipping', { missing: formatYuan(freeShipping.missing), threshold: formatYuan(freeShipping.threshold), freight: formatYuan(freeShipping.freight) })}
          </span>
          <Link to={GOODS_LIST_PATH} className="font-medium text-rose-700 hover:underline">
            {t('cart.hints.addMore')}
          </Link>
        </p>
      )}
      {(best || next) && (
        <div className="flex items-start gap-2">
          <span className="rounded border border-rose-500 px-1.5 py-0.5 text-xs font-semibold text-rose-700">{t('cart.hints.couponTag')}</span>
          <div className="flex flex-col gap-1">
            {best && <p data-testid="best-coupon-hint">{t('cart.hints.bestCoupon', { coupon: couponTermsText(t, best), saving: formatYuan(best.saving) })}</p>}
            {next && (
              <p data-testid="next-coupon-hint">{t('cart.hints.nextCoupon', { missing: formatYuan(next.missing), coupon: couponTermsText(t, next), saving: formatYuan(next.saving) })}</p>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
