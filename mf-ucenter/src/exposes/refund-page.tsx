import '../styles.css';
import '../i18n/messages';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { MembersOnly, NOT_FOUND_PATH, readId } from '@shop/shared';
import { UcenterLayout } from '@/features/profile/components/ucenter-layout';
import { RefundApplication } from '@/features/refunds/components/refund-application';
import { RefundList } from '@/features/refunds/components/refund-list';

/** `/ucenter/order/refund`: the member's after-sales requests; with `order_id`, the application for that order. */
export default function RefundPage() {
  const { t } = useTranslation('ucenter');
  const raw = useSearchParams()[0].get('order_id');
  const orderId = readId(raw);
  return (
    <MembersOnly>
      <UcenterLayout>
        <h1 className="mb-4 text-xl font-semibold text-slate-800">{t(raw === null ? 'refund.title' : 'refund.applyTitle')}</h1>
        {raw === null ? <RefundList /> : orderId ? <RefundApplication key={orderId} orderId={orderId} /> : <Navigate to={NOT_FOUND_PATH} replace />}
      </UcenterLayout>
    </MembersOnly>
  );
}
