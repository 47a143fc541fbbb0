import { useTranslation } from 'react-i18next';
import { CATEGORY_BANNER_HEIGHT_PX, GOODS_SKELETON_ITEMS, Skeleton } from '@shop/shared';

/** Placeholders of the final sizes (category 445 px, a 10-item goods grid), so nothing jumps. */
export function HomeSkeleton() {
  const { t } = useTranslation('home');
  return (
    <div role="status" aria-busy="true" aria-label={t('loading')} data-testid="home-skeleton" className="mx-auto w-[1200px]">
      <div data-testid="category-skeleton" className="mt-4 flex gap-0 overflow-hidden rounded-lg bg-white" style={{ height: CATEGORY_BANNER_HEIGHT_PX }}>
        <div className="flex w-[210px] shrink-0 flex-col gap-5 bg-slate-800 p-5">
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} className="h-4 bg-white/15" />
          ))}
        </div>
        <Skeleton className="h-full flex-1 rounded-none" />
        <div className="flex w-[230px] shrink-0 flex-col items-center gap-3 p-4">
          <Skeleton className="h-16 w-16 rounded-full" />
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-6 w-36 rounded-full" />
          <Skeleton className="mt-4 h-[180px] w-full" />
        </div>
      </div>
      <Skeleton className="mx-auto mt-8 mb-4 h-7 w-40" />
      <ul data-testid="goods-skeleton" className="grid grid-cols-5 gap-4">
        {Array.from({ length: GOODS_SKELETON_ITEMS }, (_, index) => (
          <li key={index} className="rounded-lg bg-white p-3">
            <Skeleton className="aspect-square w-full" />
            <Skeleton className="mt-3 h-4 w-full" />
            <Skeleton className="mt-2 h-4 w-2/3" />
            <Skeleton className="mt-3 h-5 w-1/3" />
          </li>
        ))}
      </ul>
    </div>
  );
}
