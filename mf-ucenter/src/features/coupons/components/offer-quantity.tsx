import { useTranslation } from 'react-i18next';
import type { ClaimableCoupon } from '@shop/contract';

/** How much of an offer is left (a bar when it is limited) and how many one member may hold. */
export function OfferQuantity({ offer }: { offer: ClaimableCoupon }) {
  const { t } = useTranslation('ucenter');
  const claimedShare = offer.total && offer.remaining !== null ? Math.round(((offer.total - offer.remaining) * 100) / offer.total) : null;
  const left = offer.remaining === null ? t('coupon.centre.unlimited') : t('coupon.centre.left', { count: offer.remaining });
  return (
    <div className="space-y-1">
      {claimedShare !== null && (
        <div
          role="meter"
          aria-label={t('coupon.centre.claimedShare', { percent: claimedShare })}
          aria-valuenow={claimedShare}
          aria-valuemin={0}
          aria-valuemax={100}
          className="h-1.5 w-28 overflow-hidden rounded-full bg-rose-100"
        >
          <div className="h-full rounded-full bg-rose-500" style={{ width: `${claimedShare}%` }} />
        </div>
      )}
      <p>
        {left} · {t('coupon.centre.perMember', { count: offer.per_member_limit })}
      </p>
    </div>
  );
}
