import { useTranslation } from 'react-i18next';
import { Skeleton } from '@shop/shared';

/** The review form's shape while `order/evaluate` answers. */
export function EvaluateSkeleton() {
  const { t } = useTranslation('ucenter');
  return (
    <div role="status" aria-label={t('review.loading')} className="space-y-4">
      <Skeleton className="h-14 w-full" />
      {[0, 1].map((n) => (
        <div key={n} className="rounded-lg border border-slate-200 bg-white p-5">
          <div className="flex gap-3">
            <Skeleton className="h-16 w-16" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-2/5" />
              <Skeleton className="h-3 w-1/5" />
            </div>
          </div>
          <div className="mt-4 space-y-3 border-t border-slate-100 pt-4">
            <Skeleton className="h-7 w-64" />
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-20 w-20" />
          </div>
        </div>
      ))}
    </div>
  );
}
