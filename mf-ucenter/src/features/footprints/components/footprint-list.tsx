import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ConfirmDialog, LoadFailed, Pagination, Skeleton, usePageParam } from '@shop/shared';
import { SavedGoodsEmpty } from '@/components/saved-goods-empty';
import { SavedGoodsSkeleton } from '@/components/saved-goods-skeleton';
import { useLastPageFallback } from '@/hooks/use-last-page-fallback';
import { useClearFootprints } from '../api/clear-footprints';
import { useDeleteFootprint } from '../api/delete-footprint';
import { useFootprints } from '../api/get-footprints';
import { FootprintDay } from './footprint-day';

function FootprintSkeleton() {
  const { t } = useTranslation('ucenter');
  return (
    <div role="status" aria-label={t('footprint.loading')}>
      {[0, 1].map((day) => (
        <div key={day} className="mb-6">
          <Skeleton className="mb-3 h-5 w-40" />
          <SavedGoodsSkeleton tiles={5} />
        </div>
      ))}
    </div>
  );
}

/** The goods the member viewed, by day (the latest first), a few days a page; remove one, or clear them all once asked. */
export function FootprintList() {
  const { t } = useTranslation('ucenter');
  const { page, setPage } = usePageParam();
  const { data, isError, isPlaceholderData, refetch } = useFootprints(page);
  const remove = useDeleteFootprint();
  const clear = useClearFootprints();
  const [asking, setAsking] = useState(false);
  useLastPageFallback(isPlaceholderData ? null : data, page, setPage);

  let content;
  // While another page loads, an empty previous page shows the skeleton, unless it said there is nothing at all.
  if (!data || (isPlaceholderData && data.list.length === 0 && data.total > 0)) {
    content = isError ? <LoadFailed message={t('footprint.failed')} onRetry={() => void refetch()} className="py-12" /> : <FootprintSkeleton />;
  } else if (data.list.length === 0) {
    content = <SavedGoodsEmpty message={t('footprint.empty')} shopLabel={t('footprint.shop')} />;
  } else {
    content = (
      <div aria-busy={isPlaceholderData || undefined} className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
        {data.list.map((day) => (
          <FootprintDay key={day.date} day={day} today={data.today} removing={remove.isPending ? (remove.variables?.goods_id ?? null) : null} onRemove={(goodsId) => remove.mutate({ goods_id: goodsId })} />
        ))}
        <Pagination page={page} size={data.size} total={data.total} onChange={setPage} className="mt-6 justify-end" />
      </div>
    );
  }

  return (
    <div className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <div className="mb-5 flex items-center justify-between">
        <div className="flex items-baseline gap-3">
          <h1 className="text-xl font-semibold text-slate-800">{t('footprint.title')}</h1>
          <span className="text-sm text-slate-500">{t('footprint.intro')}</span>
        </div>
        {data && data.total > 0 && (
          <Button variant="secondary" onClick={() => setAsking(true)}>
            {t('footprint.clear')}
          </Button>
        )}
      </div>
      {content}
      {asking && (
        <ConfirmDialog
          title={t('footprint.confirmClear.title')}
          message={t('footprint.confirmClear.message')}
          confirmLabel={t('footprint.confirmClear.confirm')}
          dismissLabel={t('footprint.confirmClear.dismiss')}
          pending={clear.isPending}
          onDismiss={() => setAsking(false)}
          onConfirm={() =>
            clear.mutate(undefined, {
              onSettled: () => setAsking(false),
              onSuccess: () => setPage(1),
            })
          }
        />
      )}
    </div>
  );
}
