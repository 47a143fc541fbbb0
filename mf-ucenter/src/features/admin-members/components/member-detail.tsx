import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RESULT_CODE } from '@shop/contract';
import { ApiError, Button, LoadFailed, Permission, Skeleton } from '@shop/shared';
import { useAdminMember } from '../api/get-admin-member';
import { AdjustWalletDialog } from './adjust-wallet-dialog';
import { MemberLedger } from './member-ledger';
import { MemberProfileCard } from './member-profile-card';
import { MemberRecentOrders } from './member-recent-orders';

function BackToMembers() {
  const { t } = useTranslation('ucenter');
  return (
    <Link to="/admin/member/index" className="mb-3 inline-block text-sm text-rose-700 hover:underline">
      ‹ {t('adminMember.detail.back')}
    </Link>
  );
}

/** What the page shows for an id no member has. */
export function MemberNotFound() {
  const { t } = useTranslation('ucenter');
  return (
    <>
      <BackToMembers />
      <p role="alert" className="rounded border border-slate-200 bg-white py-16 text-center text-sm text-slate-600">
        {t('adminMember.detail.notFound')}
      </p>
    </>
  );
}

/** One member's page: profile and holdings, their last orders, their wallet ledger, and the balance adjustment. */
export function MemberDetail({ id }: { id: number }) {
  const { t } = useTranslation('ucenter');
  const member = useAdminMember(id);
  const [adjusting, setAdjusting] = useState(false);
  if (member.isPending) {
    return (
      <div role="status" aria-label={t('adminMember.detail.loading')} className="space-y-4">
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  if (member.isError) {
    if (member.error instanceof ApiError && member.error.code === RESULT_CODE.notFound) return <MemberNotFound />;
    return (
      <>
        <BackToMembers />
        <LoadFailed message={t('adminMember.detail.failed')} onRetry={() => void member.refetch()} />
      </>
    );
  }
  const profile = member.data;
  const name = profile.nickname || profile.username;
  return (
    <div className="text-sm">
      <BackToMembers />
      <MemberProfileCard
        member={profile}
        actions={
          <Permission allow={['wallet.adjust']}>
            <Button onClick={() => setAdjusting(true)}>{t('adminMember.adjust.open')}</Button>
          </Permission>
        }
      />
      <MemberRecentOrders orders={profile.recent_orders} />
      <MemberLedger memberId={profile.id} />
      {adjusting && <AdjustWalletDialog member={{ id: profile.id, name, balance: profile.balance }} onClose={() => setAdjusting(false)} />}
    </div>
  );
}
