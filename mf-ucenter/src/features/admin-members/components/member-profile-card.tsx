import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminMemberDetail } from '@shop/contract';
import { formatDateTime, Price } from '@shop/shared';
import { MemberAvatar } from '@/components/member-avatar';

function Figure({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="rounded border border-slate-200 bg-slate-50 px-4 py-3">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd data-testid={testId} className="mt-1 text-lg font-semibold text-slate-800">
        {children}
      </dd>
    </div>
  );
}

/** Who the member is and what they hold: profile beside balance, points, orders and spending. */
export function MemberProfileCard({ member, actions }: { member: AdminMemberDetail; actions: ReactNode }) {
  const { t } = useTranslation('ucenter');
  const facts: Array<[string, string]> = [
    [t('adminMember.detail.username'), member.username],
    [t('adminMember.detail.mobile'), member.mobile || '—'],
    [t('adminMember.detail.registered'), formatDateTime(member.created_at)],
    [t('adminMember.detail.addresses'), String(member.addresses)],
    [t('adminMember.detail.coupons'), t('adminMember.detail.couponCounts', member.coupons)],
  ];
  return (
    <section aria-label={t('adminMember.detail.profile')} className="mb-4 rounded border border-slate-200 bg-white p-4">
      <div className="mb-4 flex items-center gap-3">
        <MemberAvatar src={member.avatar} name={member.nickname || member.username} />
        <div className="flex-1">
          <h2 className="text-base font-semibold text-slate-800">{member.nickname || t('adminMember.detail.noNickname')}</h2>
          <p className="text-xs text-slate-500">ID {member.id}</p>
        </div>
        {actions}
      </div>
      <div className="grid grid-cols-[2fr_3fr] gap-6">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-500">{label}</dt>
              <dd className="text-slate-800">{value}</dd>
            </div>
          ))}
        </dl>
        <dl className="grid grid-cols-4 gap-3">
          <Figure label={t('adminMember.detail.balance')} testId="member-balance">
            <Price value={member.balance} className="text-rose-700" />
          </Figure>
          <Figure label={t('adminMember.detail.points')}>{member.points}</Figure>
          <Figure label={t('adminMember.detail.orders')}>{member.orders}</Figure>
          <Figure label={t('adminMember.detail.spent')}>
            <Price value={member.spent} />
          </Figure>
        </dl>
      </div>
    </section>
  );
}
