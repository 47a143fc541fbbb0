import { useTranslation } from 'react-i18next';
import { LoadFailed, Pagination, usePageParam } from '@shop/shared';
import { useLastPageFallback } from '@/hooks/use-last-page-fallback';
import { useClaimCoupon } from '../api/claim-coupon';
import { useClaimableCoupons } from '../api/get-claimable-coupons';
import { CouponEmpty } from './coupon-empty';
import { CouponListSkeleton } from './coupon-list-skeleton';
import { CouponTicket } from './coupon-ticket';
import { OfferAction } from './offer-action';
import { OfferQuantity } from './offer-quantity';

/** The coupon centre: the coupons on offer, a page at a time, each claimed with one click. */
export function CouponCentre() {
  const { t } = useTranslation('ucenter');
  const { page, setPage } = usePageParam();
  const { data, isError, isPlaceholderData, refetch } = useClaimableCoupons(page);
  const claim = useClaimCoupon();
  useLastPageFallback(isPlaceholderData ? null : data, page, setPage);

  if (!data || (isPlaceholderData && data.list.length === 0)) {
    if (isError) return <LoadFailed message={t('coupon.failed')} onRetry={() => void refetch()} className="py-12" />;
    return <CouponListSkeleton />;
  }
  if (data.list.length === 0) return <CouponEmpty message={t('coupon.empty.centre')} />;
  return (
    <div className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
      <p className="mb-4 text-sm text-slate-500">{t('coupon.centre.intro')}</p>
      <ul aria-label={t('coupon.tabs.centre')} className="grid grid-cols-2 gap-4">
        {data.list.map((offer) => (
          <CouponTicket
            key={offer.id}
            coupon={offer}
            spent={offer.claim_state === 'sold_out'}
            details={<OfferQuantity offer={offer} />}
            action={<OfferAction offer={offer} claiming={claim.isPending && claim.variables?.id === offer.id} onClaim={() => claim.mutate({ id: offer.id })} />}
          />
        ))}
      </ul>
      <Pagination page={page} size={data.size} total={data.total} onChange={setPage} showTotal className="mt-6 justify-end" />
    </div>
  );
}
