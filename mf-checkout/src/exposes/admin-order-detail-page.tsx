import '../styles.css';
import '../i18n/messages';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { readId } from '@shop/shared';
import { OrderDetailView } from '@/features/admin-orders/components/order-detail-view';

/** /admin/order/detail?id= in the back office: one order's cards and actions. */
export default function AdminOrderDetailPage() {
  const { t } = useTranslation('checkout');
  const id = readId(useSearchParams()[0].get('id'));
  return id ? (
    <OrderDetailView key={id} id={id} />
  ) : (
    <p role="alert" className="rounded border border-slate-200 bg-white p-10 text-center text-sm text-slate-600">
      {t('adminOrder.detail.missing')}
    </p>
  );
}
