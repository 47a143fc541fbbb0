import '../styles.css';
import '../i18n/messages';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { MembersOnly, NOT_FOUND_PATH, readId } from '@shop/shared';
import { OrderDetail } from '@/features/orders/components/order-detail';
import { UcenterLayout } from '@/features/profile/components/ucenter-layout';

export default function OrderDetailPage() {
  const { t } = useTranslation('ucenter');
  const id = readId(useSearchParams()[0].get('id'));
  return (
    <MembersOnly>
      <UcenterLayout>
        <h1 className="mb-4 text-xl font-semibold text-slate-800">{t('orders.detailTitle')}</h1>
        {id ? <OrderDetail key={id} id={id} /> : <Navigate to={NOT_FOUND_PATH} replace />}
      </UcenterLayout>
    </MembersOnly>
  );
}
