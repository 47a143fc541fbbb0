import { useTranslation } from 'react-i18next';
import { copyText, Price } from '@shop/shared';
import { formatCountdown } from '@shop/shared';

interface OrderCardProps {
  orderNo: string;
  payable: string;
  /** Milliseconds left to pay, or null when no countdown applies. */
  left: number | null;
}

/** "Order submitted": the number (copyable), the countdown and the amount to pay. */
export function OrderCard({ orderNo, payable, left }: OrderCardProps) {
  const { t } = useTranslation('checkout');
  return (
    <section aria-label={t('cashier.orderLabel')} className="mb-4 flex items-center justify-between rounded-lg bg-white px-8 py-6">
      <div className="flex items-center gap-5">
        <span aria-hidden="true" className="flex h-12 w-12 items-center justify-center rounded-full bg-emerald-50 text-2xl text-emerald-700">
          ✓
        </span>
        <div>
          <p className="text-lg font-semibold text-slate-800">{t('cashier.submitted')}</p>
          {left !== null && (
            <p className="mt-1 text-sm text-slate-500">
              {t('cashier.payWithin')}{' '}
              <span role="timer" aria-label={t('cashier.timeLeft')} data-testid="countdown" className="font-mono text-base font-semibold text-rose-700">
                {formatCountdown(left)}
              </span>{' '}
              {t('cashier.autoCancel')}
            </p>
          )}
          <p className="mt-1 flex items-center gap-2 text-sm text-slate-500">
            {t('cashier.orderNo')}
            <span data-testid="order-no" className="font-mono text-slate-700">
              {orderNo}
            </span>
            <button type="button" onClick={() => void copyText(orderNo)} className="rounded border border-slate-300 px-1.5 text-xs text-slate-600 hover:border-rose-500 hover:text-rose-600">
              {t('cashier.copy')}
            </button>
          </p>
        </div>
      </div>
      <p className="flex items-baseline gap-2 text-sm text-slate-600">
        {t('cashier.payable')}
        <span data-testid="cashier-payable">
          <Price value={payable} className="text-3xl font-bold text-rose-700" />
        </span>
      </p>
    </section>
  );
}
