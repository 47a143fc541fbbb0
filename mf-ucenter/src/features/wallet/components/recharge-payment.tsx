import { useTranslation } from 'react-i18next';
import type { Recharge } from '@shop/contract';
import { formatCountdown, Price, QrCode, useTimeLeft } from '@shop/shared';

/**
 * A top-up waiting for payment: the amount and number, the time left, the QR code of the gateway's
 * pay page with the link beside it. The page asks the server meanwhile (useRecharge) and moves on
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
      <div className="flex gap-10">
        {recharge.qr_content && (
          <figure className="flex flex-col items-center">
            <QrCode value={recharge.qr_content} label={t('wallet.recharge.pay.qrLabel')} size={176} className="bg-white shadow-sm ring-1 ring-slate-200" />
            <figcaption className="mt-3 text-xs text-slate-500">{t('wallet.recharge.pay.scan')}</figcaption>
          </figure>
        )}
        <div className="flex min-w-0 flex-1 flex-col justify-center gap-3 text-sm">
          <p className="flex items-baseline gap-2 text-slate-600">
            {t('wallet.recharge.amount')}
            <Price value={recharge.amount} className="text-2xl font-bold text-rose-700" />
          </p>
          {recharge.qr_content && (
            <>
              <p className="text-slate-600">{t('wallet.recharge.pay.link')}</p>
              <a href={recharge.qr_content} className="block break-all rounded bg-slate-100 px-3 py-2 font-mono text-xs text-slate-700 hover:text-rose-700">
                {recharge.qr_content}
              </a>
            </>
          )}
          <div className="flex items-center gap-4">
            {recharge.pay_url && (
              <a href={recharge.pay_url} className="rounded-md bg-rose-600 px-5 py-2 text-white hover:bg-rose-700">
                {t('wallet.recharge.pay.open')}
              </a>
            )}
            <button type="button" onClick={onRestart} className="text-slate-500 hover:text-rose-600">
              {t('wallet.recharge.pay.another')}
            </button>
          </div>
          <p role="status" className="flex items-center gap-2 text-slate-500">
            <span aria-hidden="true" className="h-3 w-3 animate-spin rounded-full border-2 border-rose-500 border-t-transparent" />
            {t('wallet.recharge.pay.waiting')}
          </p>
        </div>
      </div>
    </section>
  );
}
