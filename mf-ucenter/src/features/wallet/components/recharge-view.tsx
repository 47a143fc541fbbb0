import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadFailed, Price, readId, Skeleton, WALLET_PATH } from '@shop/shared';
import { sitePath } from '@/lib/paths';
import { useRecharge } from '../api/get-recharge';
import { useRechargeOptions } from '../api/get-recharge-options';
import { recalledBackPath, rememberBackPath } from '../lib/back-path';
import { RechargeForm } from './recharge-form';
import { RechargeOutcome } from './recharge-outcome';
import { RechargePayment } from './recharge-payment';

function PanelSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-4">
      <Skeleton className="h-6 w-64" />
      <Skeleton className="h-14 w-full max-w-xl" />
      <Skeleton className="h-40 w-full max-w-xl" />
    </div>
  );
}

/** Choosing the amount: the balance, then the form, or why top-ups are not offered. */
function RechargeStart({ back, onCreated }: { back: string | null; onCreated: (rechargeId: number) => void }) {
  const { t } = useTranslation('ucenter');
  const { data: options, isError, refetch } = useRechargeOptions();
  if (!options) {
    if (isError) return <LoadFailed message={t('wallet.recharge.failed')} onRetry={() => void refetch()} />;
    return <PanelSkeleton label={t('wallet.recharge.loading')} />;
  }
  return (
    <>
      {back && (
        <p role="note" className="mb-5 flex items-center justify-between rounded border border-amber-200 bg-amber-50 px-4 py-2.5 text-sm text-slate-700">
          {t(options.online ? 'wallet.recharge.back.note' : 'wallet.recharge.back.noteOffline')}
          <Link to={back} className="ml-4 shrink-0 font-medium text-rose-700 hover:underline">
            {t('wallet.recharge.back.link')}
          </Link>
        </p>
      )}
      <p className="mb-6 flex items-baseline gap-3 text-sm text-slate-600">
        {t('wallet.recharge.balance')}
        <span data-testid="recharge-balance">
          <Price value={options.balance} className="text-2xl font-bold text-rose-700" />
        </span>
      </p>
      {options.online ? (
        <>
          <p className="mb-5 text-sm text-slate-500">
            {t('wallet.recharge.online')}{' '}
            {options.test_mode && <span className="ml-1 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-800">{t('wallet.recharge.testMode')}</span>}
          </p>
          <RechargeForm options={options} onCreated={onCreated} />
        </>
      ) : (
        <p role="status" className="rounded border border-dashed border-slate-200 py-10 text-center text-sm text-slate-500">
          {t('wallet.recharge.unavailable')}
        </p>
      )}
    </>
  );
}

/** One top-up as the server has it: waiting for payment, or its outcome. */
function RechargeProgress({ id, back, onRestart }: { id: number; back: string | null; onRestart: () => void }) {
  const { t } = useTranslation('ucenter');
  const { data: recharge, isError, refetch } = useRecharge(id);
  if (!recharge) {
    if (isError) return <LoadFailed message={t('wallet.recharge.failed')} onRetry={() => void refetch()} />;
    return <PanelSkeleton label={t('wallet.recharge.loadingTopUp')} />;
  }
  if (recharge.status === 'pending') return <RechargePayment recharge={recharge} onRestart={onRestart} />;
  return <RechargeOutcome recharge={recharge} back={back} onRestart={onRestart} />;
}

/**
 * The top-up page. The top-up under way lives in the URL (`?recharge_id=`), where the gateway's pay
 * page also sends the member back (with `result`, which proves nothing: only the server's answer
 * says the top-up was paid). A top-up started from the cashier carries `back`, the way back to the
 * payment, offered before and after (kept under the top-up's id across the gateway's pay page).
 */
export function RechargeView() {
  const { t } = useTranslation('ucenter');
  const [params, setParams] = useSearchParams();
  const rechargeId = readId(params.get('recharge_id'));
  // Where a top-up started from elsewhere (the cashier) goes back to: only a path of this site.
  const back = sitePath(params.get('back')) ?? (rechargeId ? recalledBackPath(rechargeId) : null);
  const withBack = (query: Record<string, string>) => (back ? { ...query, back } : query);
  return (
    <div className="rounded-lg bg-white p-8 shadow-sm ring-1 ring-slate-200">
      {rechargeId ? (
        <RechargeProgress key={rechargeId} id={rechargeId} back={back} onRestart={() => setParams(withBack({}))} />
      ) : (
        <RechargeStart
          back={back}
          onCreated={(id) => {
            rememberBackPath(id, back);
            setParams(withBack({ recharge_id: String(id) }));
          }}
        />
      )}
      <Link to={WALLET_PATH} className="mt-8 inline-block text-sm text-slate-500 hover:text-rose-600">
        {t('wallet.recharge.wallet')}
      </Link>
    </div>
  );
}
