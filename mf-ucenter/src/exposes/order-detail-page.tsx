import '../styles.css';
import '../i18n/messages';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { MembersOnly, NOT_FOUND_PATH, readId } from '@shop/shared';
import { OrderDetail } from '@/features/orders/components/order-detail';
import { OrderPrintButton } from '@/features/orders/components/order-print-button';
import { UcenterLayout } from '@/features/profile/components/ucenter-layout';

export default function OrderDetailPage() {
  const { t } = useTranslation('ucenter');
  const id = readId(useSearchParams()[0].get('id'));
  return (
    <MembersOnly>
      <UcenterLayout>
        <div className="mb-4 flex items-center justify-between">
          <h1 className="text-xl font-semibold text-slate-800">{t('orders.detailTitle')}</h1>
          {id ? <OrderPrintButton id={id} /> : null}
        </div>
        {id ? <OrderDetail key={id} id={id} /> : <Navigate to={NOT_FOUND_PATH} replace />}
      </UcenterLayout>
    </MembersOnly>
  );
}
