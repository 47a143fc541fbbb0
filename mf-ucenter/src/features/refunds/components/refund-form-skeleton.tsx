import { useTranslation } from 'react-i18next';
import { Skeleton } from '@shop/shared';

/** The application form's shape while the order loads. */
export function RefundFormSkeleton() {
  const { t } = useTranslation('ucenter');
  return (
    <div role="status" aria-label={t('refund.formLoading')} className="space-y-5 rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <Skeleton className="h-5 w-64" />
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-14 w-full" />
      <Skeleton className="h-16 w-[32rem]" />
      <Skeleton className="h-10 w-80" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}
