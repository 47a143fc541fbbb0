import { useTranslation } from 'react-i18next';
import { Skeleton } from '@shop/shared';

/** The confirmation page's blocks at their final size while the first preview loads. */
export function ConfirmSkeleton() {
  const { t } = useTranslation('checkout');
  return (
    <div role="status" aria-label={t('confirm.loading')}>
      {[28, 40, 48, 16].map((height, n) => (
        <div key={n} className="mb-4 rounded-lg bg-white px-6 py-5">
          <Skeleton className="mb-4 h-5 w-32" />
          <Skeleton style={{ height: height * 4 }} />
        </div>
      ))}
    </div>
  );
}
