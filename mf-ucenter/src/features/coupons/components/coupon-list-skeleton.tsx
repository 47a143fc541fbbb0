import { useTranslation } from 'react-i18next';
import { Skeleton } from '@shop/shared';

/** Coupon tickets' shape while a list answers. */
export function CouponListSkeleton({ tickets = 6 }: { tickets?: number }) {
  const { t } = useTranslation('ucenter');
  return (
    <div role="status" aria-label={t('coupon.loading')} className="grid grid-cols-2 gap-4">
      {Array.from({ length: tickets }, (_, n) => (
        <div key={n} className="flex h-32 overflow-hidden rounded-md border border-slate-200">
          <Skeleton className="h-full w-36 rounded-none" />
          <div className="flex-1 space-y-2 p-3">
            <Skeleton className="h-4 w-3/5" />
            <Skeleton className="h-3 w-2/5" />
            <Skeleton className="h-3 w-1/2" />
            <Skeleton className="ml-auto mt-4 h-7 w-20 rounded-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
