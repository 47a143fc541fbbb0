import '../styles.css';
import '../i18n/messages';
import { useTranslation } from 'react-i18next';
import { MembersOnly } from '@shop/shared';
import { OrderList } from '@/features/orders/components/order-list';
import { UcenterLayout } from '@/features/profile/components/ucenter-layout';

export default function OrderListPage() {
  const { t } = useTranslation('ucenter');
  return (
    <MembersOnly>
      <UcenterLayout>
        <h1 className="mb-4 text-xl font-semibold text-slate-800">{t('orders.title')}</h1>
        <OrderList />
      </UcenterLayout>
    </MembersOnly>
  );
}
