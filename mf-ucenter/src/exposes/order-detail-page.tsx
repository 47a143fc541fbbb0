import '../styles.css';
import '../i18n/messages';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { NOT_FOUND_PATH } from '@shop/shared';
import { MembersOnly } from '@/components/members-only';
import { OrderDetail } from '@/features/orders/components/order-detail';
import { UcenterLayout } from '@/features/profile/components/ucenter-layout';

export default function OrderDetailPage() {
  const { t } = useTranslation('ucenter');
  const id = useSearchParams()[0].get('id');
  return (
    <MembersOnly>
      <UcenterLayout>
        <h1 className="mb-4 text-xl font-semibold text-slate-800">{t('orders.detailTitle')}</h1>
        {id ? <OrderDetail key={id} id={id} /> : <Navigate to={NOT_FOUND_PATH} replace />}
      </UcenterLayout>
    </MembersOnly>
  );
}
