import { useTranslation } from 'react-i18next';
import { Skeleton } from '@shop/shared';

/** The dashboard's shape while its figures load: the toolbar, the cards and the chart. */
export function DashboardSkeleton() {
  const { t } = useTranslation('checkout');
  return (
    <div role="status" aria-busy="true" className="space-y-4">
      <span className="sr-only">{t('adminDashboard.loading')}</span>
      <Skeleton className="h-8 w-72" />
      <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {Array.from({ length: 7 }, (_, index) => (
          <Skeleton key={index} className={`h-36 ${index === 6 ? 'md:col-span-2' : ''}`} />
        ))}
      </div>
      <Skeleton className="h-96" />
    </div>
  );
}
