import { useTranslation } from 'react-i18next';
import type { ClaimableCoupon } from '@shop/contract';
import { Button, formatDate } from '@shop/shared';
import { UseNowLink } from './use-now-link';

interface OfferActionProps {
  offer: ClaimableCoupon;
  claiming: boolean;
  onClaim: () => void;
}

const closed = 'inline-block rounded-full bg-slate-100 px-4 py-1 text-sm text-slate-600';

/** What a member can do with an offer of the centre: claim one (another, below the cap), use the ones held, or why not. */
export function OfferAction({ offer, claiming, onClaim }: OfferActionProps) {
  const { t } = useTranslation('ucenter');
  switch (offer.claim_state) {
    case 'open':
      return (
        <span className="flex flex-col items-end gap-1">
          {offer.held > 0 && <span className="text-xs text-slate-500">{t('coupon.centre.held', { count: offer.held })}</span>}
          <Button pending={claiming} onClick={onClaim} aria-label={t('coupon.centre.claimOf', { name: offer.name })} className="rounded-full px-4 py-1">
            {t(offer.held > 0 ? 'coupon.centre.claimAgain' : 'coupon.centre.claim')}
          </Button>
        </span>
      );
    case 'limit_reached':
      return (
        <span className="flex flex-col items-end gap-1">
          <span className="text-xs text-slate-500">{t('coupon.centre.limitReached')}</span>
          <UseNowLink name={offer.name} scope={offer.scope} />
        </span>
      );
    case 'sold_out':
      return <span className={closed}>{t('coupon.centre.soldOut')}</span>;
    case 'not_started':
      return <span className={closed}>{t('coupon.centre.opensOn', { date: formatDate(offer.start_at) })}</span>;
  }
}
