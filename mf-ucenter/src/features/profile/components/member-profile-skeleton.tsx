import { useTranslation } from 'react-i18next';
import { Skeleton } from '@shop/shared';

/** The profile card's shape while `user/center` loads. */
export function MemberProfileSkeleton() {
  const { t } = useTranslation('ucenter');
  return (
    <div role="status" aria-label={t('center.loading')} className="rounded-lg bg-white p-8 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-center gap-6">
        <Skeleton className="h-20 w-20 rounded-full" />
        <div className="flex-1 space-y-3">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-4 w-32" />
        </div>
      </div>
      <div className="mt-8 grid grid-cols-3 gap-4">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} className="h-20" />
        ))}
      </div>
    </div>
  );
}
