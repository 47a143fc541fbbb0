import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadFailed, ORDERS_PATH, Pagination, usePageParam } from '@shop/shared';
import { CardsSkeleton } from '@/components/cards-skeleton';
import { useRefunds } from '../api/get-refunds';
import { RefundCard } from './refund-card';

function RefundsEmpty() {
  const { t } = useTranslation('ucenter');
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed border-slate-200 bg-white py-16 text-center">
      <svg aria-hidden="true" viewBox="0 0 64 64" className="h-16 w-16 text-slate-300" fill="none" stroke="currentColor" strokeWidth="2">
        <rect x="12" y="8" width="40" height="48" rx="4" />
        <path d="M24 30a8 8 0 1 1 8 8v4M32 48v1" strokeLinecap="round" />
      </svg>
      <p className="mt-4 text-sm text-slate-600">{t('refund.empty')}</p>
      <p className="mt-1 text-xs text-slate-500">{t('refund.emptyHint')}</p>
      <Link to={ORDERS_PATH} className="mt-4 rounded-md border border-rose-600 px-5 py-1.5 text-sm text-rose-700 hover:bg-rose-50">
        {t('refund.toOrders')}
      </Link>
    </div>
  );
}

/** The member's after-sales requests, newest first, a page at a time; the page shown stays dimmed while the next loads. */
export function RefundList() {
  const { t } = useTranslation('ucenter');
  const { page, setPage } = usePageParam();
  const { data, isError, isPlaceholderData, refetch } = useRefunds(page);

  useEffect(() => {
    if (!data || isPlaceholderData) return;
    // A page emptied meanwhile: show the last page there is.
    if (data.list.length === 0 && data.total > 0 && page > 1) setPage(Math.max(1, Math.ceil(data.total / data.size)));
  }, [data, isPlaceholderData, page, setPage]);

  if (!data) {
    if (isError) return <LoadFailed message={t('refund.failed')} onRetry={() => void refetch()} className="py-12" />;
    return <CardsSkeleton label={t('refund.listLoading')} cards={2} footer />;
  }
  if (data.list.length === 0) return <RefundsEmpty />;
  return (
    <div aria-busy={isPlaceholderData || undefined} className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
      <div className="space-y-4">
        {data.list.map((request) => (
          <RefundCard key={request.id} request={request} />
        ))}
      </div>
      <Pagination page={page} size={data.size} total={data.total} onChange={setPage} showTotal className="mt-6 justify-end" />
    </div>
  );
}
