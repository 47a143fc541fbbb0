import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadFailed, Price, RECHARGE_PATH, Skeleton } from '@shop/shared';
import { useWallet } from '../api/get-wallet';

/** The balance with the way to top it up, and the points. */
export function WalletSummary() {
  const { t } = useTranslation('ucenter');
  const { data, isError, refetch } = useWallet();
  if (!data) {
    if (isError) return <LoadFailed message={t('wallet.summaryFailed')} onRetry={() => void refetch()} className="mb-4 py-8 shadow-sm ring-1 ring-slate-200" />;
    return (
      <div role="status" aria-label={t('wallet.summaryLoading')} className="mb-4 grid grid-cols-2 gap-4">
        <Skeleton className="h-32 rounded-lg" />
        <Skeleton className="h-32 rounded-lg" />
      </div>
    );
  }
  return (
    <div className="mb-4 grid grid-cols-2 gap-4">
      <div className="flex items-center justify-between rounded-lg bg-gradient-to-br from-rose-600 to-rose-500 px-8 py-6 text-white shadow-sm">
        <div>
          <p className="text-sm text-rose-100">{t('wallet.balance')}</p>
          <p data-testid="wallet-balance" className="mt-2 text-3xl font-bold">
            <Price value={data.balance} />
          </p>
        </div>
        <Link to={RECHARGE_PATH} className="rounded-md bg-white px-6 py-2 text-sm font-semibold text-rose-700 shadow-sm hover:bg-rose-50">
          {t('wallet.topUp')}
        </Link>
      </div>
      <div className="rounded-lg bg-white px-8 py-6 shadow-sm ring-1 ring-slate-200">
        <p className="text-sm text-slate-500">{t('wallet.points')}</p>
        <p data-testid="wallet-points" className="mt-2 text-3xl font-bold text-amber-600">
          {data.points}
        </p>
      </div>
    </div>
  );
}
