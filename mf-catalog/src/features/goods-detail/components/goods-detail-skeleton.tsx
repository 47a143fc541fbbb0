import { useTranslation } from 'react-i18next';
import { DetailPageSkeleton } from '@shop/commerce';
import { Skeleton } from '@shop/shared';

/** The product page's layout while `goods/view` loads. */
export function GoodsDetailSkeleton() {
  const { t } = useTranslation('catalog');
  return (
    <DetailPageSkeleton
      label={t('goods.loading')}
      photo={420}
      buttonsIndent={80}
      before={<h1 className="sr-only">{t('goods.title')}</h1>}
      below={
        <div className="mt-4 flex gap-4">
          <Skeleton className="h-52 w-56 rounded-lg" />
          <Skeleton className="h-96 flex-1 rounded-lg" />
        </div>
      }
    >
      <Skeleton className="h-7 w-3/4" />
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="h-[100px] w-full rounded-md" />
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-9 w-1/2" />
      <Skeleton className="h-9 w-48" />
    </DetailPageSkeleton>
  );
}
