import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MemberProfile as Member } from '@shop/contract';
import { LazyImage } from '@shop/shared';
import { BIND_PATH } from '@/lib/paths';
import { AssetTiles } from './asset-tiles';
import { SignOutButton } from './sign-out-button';

/** The profile band: who is signed in, their phone, then their balance, points and coupons. */
export function MemberProfile({ member }: { member: Member }) {
  const { t } = useTranslation('ucenter');
  return (
    <div className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-center gap-6">
        <LazyImage src={member.avatar} alt={t('center.avatar', { name: member.username })} className="h-20 w-20 rounded-full object-cover ring-2 ring-rose-100" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-xl font-semibold text-slate-800">{member.username}</p>
          <dl className="mt-1 flex gap-6 text-sm text-slate-500">
            <div className="flex gap-1">
              <dt>{t('center.nickname')}:</dt>
              <dd>{member.nickname || t('center.noNickname')}</dd>
            </div>
            <div className="flex gap-1">
              <dt>{t('center.mobile')}:</dt>
              <dd className="flex items-baseline gap-3">
                {member.mobile || t('center.noMobile')}
                {!member.mobile && (
                  <Link to={BIND_PATH} className="text-rose-700 underline hover:text-rose-600">
                    {t('menu.bind')}
                  </Link>
                )}
              </dd>
            </div>
          </dl>
        </div>
        <SignOutButton />
      </div>
      <AssetTiles member={member} />
    </div>
  );
}
