import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CouponStatus, MemberCoupon } from '@shop/contract';
import { formatDate, LoadFailed, Pagination, usePageParam } from '@shop/shared';
import { useLastPageFallback } from '@/hooks/use-last-page-fallback';
import { useMyCoupons } from '../api/get-my-coupons';
import { CouponEmpty } from './coupon-empty';
import { CouponListSkeleton } from './coupon-list-skeleton';
import { CouponTicket } from './coupon-ticket';
import { UseNowLink } from './use-now-link';

function MemberCouponTicket({ coupon, now }: { coupon: MemberCoupon; now: number }) {
  const { t } = useTranslation('ucenter');
  if (coupon.status !== 'unused') return <CouponTicket coupon={coupon} spent stamp={t(`coupon.status.${coupon.status}`)} />;
  const notYet = new Date(coupon.start_at).getTime() > now;
  return (
    <CouponTicket
      coupon={coupon}
      action={notYet ? <span className="text-xs text-amber-700">{t('coupon.notStarted', { date: formatDate(coupon.start_at) })}</span> : <UseNowLink name={coupon.name} scope={coupon.scope} />}
    />
  );
}

/** The member's coupons of one status, a page at a time; an empty status leads to the coupon centre. */
export function MemberCoupons({ status, onOpenCentre }: { status: CouponStatus; onOpenCentre: () => void }) {
  const { t } = useTranslation('ucenter');
  const { page, setPage } = usePageParam();
  const { data, isError, isPlaceholderData, refetch } = useMyCoupons(status, page);
  // When the page opened: an unused coupon whose validity starts later cannot be used yet.
  const [now] = useState(() => Date.now());
  useLastPageFallback(isPlaceholderData ? null : data, page, setPage);

  if (!data || (isPlaceholderData && data.list.length === 0)) {
    if (isError) return <LoadFailed message={t('coupon.failed')} onRetry={() => void refetch()} className="py-12" />;
    return <CouponListSkeleton />;
  }
  if (data.list.length === 0) {
    return (
      <CouponEmpty message={t(`coupon.empty.${status}`)}>
        {status === 'unused' && (
          <button type="button" onClick={onOpenCentre} className="mt-4 rounded-md border border-rose-600 px-5 py-1.5 text-sm text-rose-700 hover:bg-rose-50">
            {t('coupon.empty.toCentre')}
          </button>
        )}
      </CouponEmpty>
    );
  }
  return (
    <div className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
      <ul aria-label={t('coupon.listLabel')} className="grid grid-cols-2 gap-4">
        {data.list.map((coupon) => (
          <MemberCouponTicket key={coupon.id} coupon={coupon} now={now} />
        ))}
      </ul>
      <Pagination page={page} size={data.size} total={data.total} onChange={setPage} showTotal className="mt-6 justify-end" />
    </div>
  );
}
