import '../styles.css';
import '../i18n/messages';
import { useTranslation } from 'react-i18next';
import { MembersOnly } from '@shop/shared';
import { UcenterLayout } from '@/features/profile/components/ucenter-layout';
import { RechargeView } from '@/features/wallet/components/recharge-view';

/** /ucenter/recharge/index[?recharge_id=]: top up the wallet through the online gateway. */
export default function RechargePage() {
  const { t } = useTranslation('ucenter');
  return (
    <MembersOnly>
      <UcenterLayout>
        <h1 className="mb-4 text-xl font-semibold text-slate-800">{t('wallet.recharge.title')}</h1>
        <RechargeView />
      </UcenterLayout>
    </MembersOnly>
  );
}
