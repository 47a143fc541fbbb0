import { useTranslation } from 'react-i18next';
import { Skeleton } from '@shop/shared';

/** The product page's layout while `goods/view` loads. */
export function GoodsDetailSkeleton() {
  const { t } = useTranslation('catalog');
  return (
    <div role="status" aria-label={t('goods.loading')}>
      <h1 className="sr-only">{t('goods.title')}</h1>
      <div className="flex gap-8 rounded-lg bg-white p-6">
        <div className="w-[420px] shrink-0">
          <Skeleton className="h-[420px] w-[420px] rounded-lg" />
          <div className="mt-3 flex gap-2">
            {[0, 1, 2, 3, 4].map((n) => (
              <Skeleton key={n} className="h-16 w-16" />
            ))}
          </div>
        </div>
        <div className="flex-1 space-y-4">
          <Skeleton className="h-7 w-3/4" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-[100px] w-full rounded-md" />
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="h-9 w-1/2" />
          <Skeleton className="h-9 w-48" />
          <div className="flex gap-4 pt-6 pl-20">
            <Skeleton className="h-11 w-40" />
            <Skeleton className="h-11 w-40" />
          </div>
        </div>
      </div>
      <div className="mt-4 flex gap-4">
        <Skeleton className="h-52 w-56 rounded-lg" />
        <Skeleton className="h-96 flex-1 rounded-lg" />
      </div>
    </div>
  );
}
