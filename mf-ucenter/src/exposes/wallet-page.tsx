import '../styles.css';
import '../i18n/messages';
import { useTranslation } from 'react-i18next';
import { MembersOnly } from '@shop/shared';
import { UcenterLayout } from '@/features/profile/components/ucenter-layout';
import { MoneyLog } from '@/features/wallet/components/money-log';
import { PointsLog } from '@/features/wallet/components/points-log';
import { WalletSummary } from '@/features/wallet/components/wallet-summary';

/** /ucenter/wallet/index: balance and points, the balance log and the points log. */
export default function WalletPage() {
  const { t } = useTranslation('ucenter');
  return (
    <MembersOnly>
      <UcenterLayout>
        <h1 className="mb-4 text-xl font-semibold text-slate-800">{t('wallet.title')}</h1>
        <WalletSummary />
        <div className="space-y-4">
          <MoneyLog />
          <PointsLog />
        </div>
      </UcenterLayout>
    </MembersOnly>
  );
}
