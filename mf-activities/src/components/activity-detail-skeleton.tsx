import { useTranslation } from 'react-i18next';
import { Skeleton } from '@shop/shared';

/** An activity page's layout while its answer loads. */
export function ActivityDetailSkeleton() {
  const { t } = useTranslation('activities');
  return (
    <div role="status" aria-label={t('common.detail.loading')}>
      <div className="flex gap-8 rounded-lg bg-white p-6">
        <div className="w-[400px] shrink-0">
          <Skeleton className="h-[400px] w-[400px] rounded-lg" />
          <div className="mt-3 flex gap-2">
            {[0, 1, 2, 3, 4].map((n) => (
              <Skeleton key={n} className="h-16 w-16" />
            ))}
          </div>
        </div>
        <div className="flex-1 space-y-4">
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-7 w-3/4" />
          <Skeleton className="h-[130px] w-full rounded-md" />
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="h-9 w-1/2" />
          <div className="flex gap-4 pt-6 pl-24">
            <Skeleton className="h-11 w-40" />
            <Skeleton className="h-11 w-40" />
          </div>
        </div>
      </div>
      <Skeleton className="mt-4 h-96 w-full rounded-lg" />
    </div>
  );
}
