import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MemberProfile as Member } from '@shop/contract';
import { LazyImage, Price } from '@shop/shared';
import { BIND_PATH } from '@/lib/paths';
import { SignOutButton } from './sign-out-button';

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-md bg-slate-50 px-5 py-4">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="mt-2 text-xl font-semibold text-slate-800">{children}</dd>
    </div>
  );
}

export function MemberProfile({ member }: { member: Member }) {
  const { t } = useTranslation('ucenter');
  return (
    <div className="rounded-lg bg-white p-8 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-center gap-6">
        <LazyImage src={member.avatar} alt={t('center.avatar', { name: member.username })} className="h-20 w-20 rounded-full object-cover ring-2 ring-rose-100" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-xl font-semibold text-slate-800">{member.username}</p>
          <p className="mt-1 text-sm text-slate-500">
            {t('center.nickname')}: {member.nickname || t('center.noNickname')}
          </p>
        </div>
        <SignOutButton />
      </div>
      <dl className="mt-8 grid grid-cols-3 gap-4">
        <Stat label={t('center.mobile')}>
          {member.mobile ? (
            member.mobile
          ) : (
            <span className="flex items-baseline gap-3 text-base font-normal text-slate-500">
              {t('center.noMobile')}
              <Link to={BIND_PATH} className="text-sm text-rose-700 hover:underline">
                {t('menu.bind')}
              </Link>
            </span>
          )}
        </Stat>
        <Stat label={t('center.balance')}>
          <Price value={member.balance} className="text-rose-700" />
        </Stat>
        <Stat label={t('center.points')}>{member.points}</Stat>
      </dl>
    </div>
  );
}
