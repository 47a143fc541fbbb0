import '../styles.css';
import '../i18n/messages';
import { useTranslation } from 'react-i18next';
import { RecommendFeed } from '@shop/commerce';
import { MembersOnly } from '@shop/shared';
import { OrderGlance } from '@/features/order-glance/components/order-glance';
import { MemberOverview } from '@/features/profile/components/member-overview';
import { UcenterLayout } from '@/features/profile/components/ucenter-layout';

/** /ucenter/index: the member centre at a glance: the profile with its assets, the orders by status and the newest ones, then what the member may like. */
export default function CenterPage() {
  const { t } = useTranslation('ucenter');
  return (
    <MembersOnly>
      <UcenterLayout>
        <h1 className="mb-4 text-xl font-semibold text-slate-800">{t('center.title')}</h1>
        <div className="space-y-5">
          <MemberOverview />
          <OrderGlance />
          <RecommendFeed columns={4} size={12} autoPages={1} className="pt-3" />
        </div>
      </UcenterLayout>
    </MembersOnly>
  );
}
