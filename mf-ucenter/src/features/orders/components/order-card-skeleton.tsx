import { useTranslation } from 'react-i18next';
import { Skeleton } from '@shop/shared';

/** Order cards' shape while `order/list` answers. */
export function OrderCardSkeleton({ cards = 3 }: { cards?: number }) {
  const { t } = useTranslation('ucenter');
  return (
    <div role="status" aria-label={t('orders.loading')} className="space-y-4">
      {Array.from({ length: cards }, (_, n) => (
        <div key={n} className="overflow-hidden rounded-lg border border-slate-200 bg-white">
          <div className="flex gap-6 border-b border-slate-200 bg-slate-50 px-5 py-3">
            <Skeleton className="h-4 w-36" />
            <Skeleton className="h-4 w-56" />
            <Skeleton className="ml-auto h-4 w-16" />
          </div>
          <div className="flex items-center gap-4 px-5 py-4">
            <Skeleton className="h-20 w-20" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-3/5" />
              <Skeleton className="h-3 w-1/4" />
            </div>
            <Skeleton className="h-5 w-24" />
            <Skeleton className="h-8 w-28" />
          </div>
        </div>
      ))}
    </div>
  );
}
