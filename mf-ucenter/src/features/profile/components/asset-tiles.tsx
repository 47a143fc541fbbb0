import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MemberProfile } from '@shop/contract';
import { COUPONS_PATH, Price, Skeleton, WALLET_PATH } from '@shop/shared';
import { useCouponCount } from '../api/get-coupon-count';

function Tile({ label, to, children }: { label: string; to: string; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className="block rounded-md bg-slate-50 px-5 py-4 transition-colors hover:bg-rose-50">
        <span className="block text-sm text-slate-500">{label}</span>
        <span className="mt-2 block text-xl font-semibold text-slate-800">{children}</span>
      </Link>
    </li>
  );
}

function CouponCount() {
  const { data } = useCouponCount();
  return data === undefined ? <Skeleton className="h-7 w-10" /> : <>{data}</>;
}

/** Balance, points and coupons, each opening its box (the wallet keeps the points log). */
export function AssetTiles({ member }: { member: MemberProfile }) {
  const { t } = useTranslation('ucenter');
  return (
    <ul aria-label={t('center.assets')} className="mt-6 grid grid-cols-3 gap-4">
      <Tile label={t('center.balance')} to={WALLET_PATH}>
        <Price value={member.balance} className="text-rose-700" />
      </Tile>
      <Tile label={t('center.points')} to={WALLET_PATH}>
        {member.points}
      </Tile>
      <Tile label={t('center.coupons')} to={COUPONS_PATH}>
        <CouponCount />
      </Tile>
    </ul>
  );
}
