import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { ClaimableCoupon } from '@shop/contract';
import { loginPathFor, toast, useIsLoggedIn } from '@shop/shared';
import { useClaimCoupon, useGoodsCoupons } from '../api/get-goods-coupons';
import { couponTermsText } from '../lib/coupon-words';

/** What the chip's button says and whether it can be pressed, by what the member may still do. */
function claimWords(coupon: ClaimableCoupon): { key: string; open: boolean } {
  if (coupon.claim_state === 'limit_reached') return { key: 'buyBox.held', open: false };
  if (coupon.claim_state === 'sold_out') return { key: 'buyBox.soldOut', open: false };
  if (coupon.claim_state === 'not_started') return { key: 'buyBox.notStarted', open: false };
  return { key: 'buyBox.claim', open: true };
}

function CouponChip({ coupon, member }: { coupon: ClaimableCoupon; member: boolean }) {
  const { t } = useTranslation('catalog');
  const claim = useClaimCoupon();
  const terms = couponTermsText(t, coupon);
  const { key, open } = claimWords(coupon);
  const onClaim = async () => {
    await claim.mutateAsync(coupon.id);
    toast.success(t('buyBox.claimed'));
  };
  return (
    <li aria-label={coupon.name} className="flex items-stretch overflow-hidden rounded border border-rose-300 bg-white text-sm">
      <span className="flex items-center gap-1.5 px-2 py-1 text-rose-700">
        <span className="font-medium">{terms}</span>
        {coupon.scope && <span className="text-xs text-slate-500">{t('buyBox.scope', { category: coupon.scope.category_name })}</span>}
      </span>
      {member && (
        <button
          type="button"
          disabled={!open || claim.isPending}
          aria-label={open ? t('buyBox.claimNamed', { name: terms }) : undefined}
          onClick={() => void onClaim().catch(() => undefined)}
          className="border-l border-dashed border-rose-300 bg-rose-50 px-2 text-xs font-medium text-rose-700 transition-colors hover:bg-rose-100 disabled:cursor-default disabled:bg-slate-50 disabled:text-slate-500"
        >
          {t(key)}
        </button>
      )}
    </li>
  );
}

/** How many coupons the buy box shows before "More coupons" opens the rest. */
const FIRST_SHOWN = 3;

/** The buy box's coupons for this product, claimed in place; a visitor is offered the way to sign in. */
export function CouponRow({ goodsId }: { goodsId: number }) {
  const { t } = useTranslation('catalog');
  const { pathname, search } = useLocation();
  const member = useIsLoggedIn();
  const coupons = useGoodsCoupons(goodsId);
  const [everyOne, setEveryOne] = useState(false);
  const listId = useId();
  const list = coupons.data?.list ?? [];
  if (list.length === 0) return null;
  const shown = everyOne ? list : list.slice(0, FIRST_SHOWN);
  return (
    <div className="mt-3 flex items-start text-sm" data-testid="buy-box-coupons">
      <span className="w-24 shrink-0 pt-1 text-slate-500">{t('buyBox.coupons')}</span>
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
        <ul id={listId} aria-label={t('buyBox.couponsList')} className="flex flex-wrap gap-2">
          {shown.map((coupon) => (
            <CouponChip key={coupon.id} coupon={coupon} member={member} />
          ))}
        </ul>
        {list.length > FIRST_SHOWN && (
          <button type="button" aria-expanded={everyOne} aria-controls={listId} onClick={() => setEveryOne((was) => !was)} className="text-slate-600 hover:text-rose-600">
            {everyOne ? t('buyBox.fewerCoupons') : t('buyBox.moreCoupons', { count: list.length })}
          </button>
        )}
        {!member && (
          <Link to={loginPathFor(pathname + search)} className="text-rose-700 underline-offset-2 hover:underline">
            {t('buyBox.signInToClaim')}
          </Link>
        )}
      </div>
    </div>
  );
}
