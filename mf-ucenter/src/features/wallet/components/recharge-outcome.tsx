import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Recharge } from '@shop/contract';
import { Button, Price, WALLET_PATH } from '@shop/shared';

/**
 * A top-up the server says is over: paid (the amount and the new balance), or closed unpaid. One
 * started from the cashier offers the way back to the payment first.
 */
export function RechargeOutcome({ recharge, back, onRestart }: { recharge: Recharge; back: string | null; onRestart: () => void }) {
  const { t } = useTranslation('ucenter');
  const paid = recharge.status === 'paid';
  return (
    <section aria-labelledby="recharge-outcome-title" className="flex flex-col items-center py-10">
      <span aria-hidden="true" className={`flex h-16 w-16 items-center justify-center rounded-full text-3xl text-white ${paid ? 'bg-emerald-500' : 'bg-slate-300'}`}>
        {paid ? '✓' : '!'}
      </span>
      <h2 id="recharge-outcome-title" className="mt-4 text-xl font-semibold text-slate-800">
        {paid ? t('wallet.recharge.paid.title') : t('wallet.recharge.closed.title')}
      </h2>
      {paid && (
        <dl className="mt-4 grid grid-cols-[auto_auto] gap-x-6 gap-y-2 text-sm">
          <dt className="text-slate-500">{t('wallet.recharge.paid.amount')}</dt>
          <dd data-testid="recharged-amount" className="font-semibold text-emerald-700">
            +<Price value={recharge.amount} />
          </dd>
          <dt className="text-slate-500">{t('wallet.recharge.paid.balance')}</dt>
          <dd data-testid="new-balance" className="text-lg font-bold text-rose-700">
            <Price value={recharge.balance} />
          </dd>
        </dl>
      )}
      <div className="mt-8 flex gap-4">
        {back && (
          <Link to={back} className="rounded-md bg-rose-600 px-6 py-2 text-sm font-medium text-white hover:bg-rose-700">
            {t('wallet.recharge.back.toPayment')}
          </Link>
        )}
        <Link to={WALLET_PATH} className="rounded-md border border-rose-600 px-6 py-2 text-sm text-rose-700 hover:bg-rose-50">
          {t('wallet.recharge.paid.wallet')}
        </Link>
        <Button onClick={onRestart} className="px-6">
          {paid ? t('wallet.recharge.paid.again') : t('wallet.recharge.closed.again')}
        </Button>
      </div>
    </section>
  );
}
