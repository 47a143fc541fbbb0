import { useTranslation } from 'react-i18next';
import { DetailPageSkeleton } from '@shop/commerce';
import { Skeleton } from '@shop/shared';

/** An activity page's layout while its answer loads. */
export function ActivityDetailSkeleton() {
  const { t } = useTranslation('activities');
  return (
    <DetailPageSkeleton label={t('common.detail.loading')} photo={400} buttonsIndent={96} below={<Skeleton className="mt-4 h-96 w-full rounded-lg" />}>
      <Skeleton className="h-5 w-1/3" />
      <Skeleton className="h-7 w-3/4" />
      <Skeleton className="h-[130px] w-full rounded-md" />
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-9 w-1/2" />
    </DetailPageSkeleton>
  );
}
