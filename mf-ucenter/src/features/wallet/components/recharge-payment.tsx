import { useTranslation } from 'react-i18next';
import type { Recharge } from '@shop/contract';
import { GatewayPayment } from '@shop/commerce';
import { formatCountdown, Price, useTimeLeft } from '@shop/shared';

/**
 * A top-up waiting for payment: the amount and number, the time left, the provider's QR code and
 * its pay page where it has one. The page asks the server meanwhile (useRecharge) and moves on
 * when it says paid or closed.
 */
export function RechargePayment({ recharge, onRestart }: { recharge: Recharge; onRestart: () => void }) {
  const { t } = useTranslation('ucenter');
  const left = useTimeLeft(Date.parse(recharge.expires_at));
  return (
    <section aria-label={t('wallet.recharge.pay.label')}>
      <div className="mb-5 flex items-baseline justify-between border-b border-slate-100 pb-4">
        <div>
          <h2 className="text-lg font-semibold text-slate-800">{t('wallet.recharge.pay.title', { amount: recharge.amount })}</h2>
          <p className="mt-1 text-sm text-slate-500">
            {t('wallet.recharge.pay.number')} <span className="font-mono text-slate-700">{recharge.recharge_no}</span>
          </p>
        </div>
        <p className="text-sm text-slate-500">
          {t('wallet.recharge.pay.payWithin')}{' '}
          <span role="timer" aria-label={t('wallet.recharge.pay.timeLeft')} className="font-mono text-base font-semibold text-rose-700">
            {formatCountdown(left)}
          </span>
          {t('wallet.recharge.pay.closesAfter')}
        </p>
      </div>
      {recharge.test_mode && (
        <p className="mb-4 inline-block rounded bg-amber-100 px-2 py-1 text-xs font-semibold text-amber-800">{t('wallet.recharge.testMode')}</p>
      )}
      <GatewayPayment
        method={recharge.method ?? 'sandbox'}
        methodName={recharge.method_name ?? ''}
        qrContent={recharge.qr_content}
        payUrl={recharge.pay_url}
        backLabel={t('wallet.recharge.pay.another')}
        onBack={onRestart}
      >
        <p className="flex items-baseline gap-2 text-slate-600">
          {t('wallet.recharge.amount')}
          <Price value={recharge.amount} className="text-2xl font-bold text-rose-700" />
        </p>
      </GatewayPayment>
    </section>
  );
}
