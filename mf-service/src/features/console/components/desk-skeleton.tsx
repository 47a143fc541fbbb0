import { useTranslation } from 'react-i18next';
import { Skeleton } from '@shop/shared';

/** The desk's shape while the shell finds out who is signed in. */
export function DeskSkeleton() {
  const { t } = useTranslation('service');
  return (
    <div role="status" aria-label={t('console.loading')} aria-busy="true" className="px-4 pb-6 pr-24 pt-3">
      <Skeleton className="mb-2 h-6 w-48" />
      <div className="flex h-[calc(100vh-230px)] min-h-[560px] gap-px overflow-hidden rounded-lg border border-slate-200 bg-slate-200">
        <Skeleton className="w-72 rounded-none bg-white" />
        <Skeleton className="flex-1 rounded-none bg-slate-50" />
        <Skeleton className="w-80 rounded-none bg-white" />
      </div>
    </div>
  );
}
