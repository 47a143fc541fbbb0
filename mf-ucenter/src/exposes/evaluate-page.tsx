import '../styles.css';
import '../i18n/messages';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { MembersOnly, NOT_FOUND_PATH, readId } from '@shop/shared';
import { UcenterLayout } from '@/features/profile/components/ucenter-layout';
import { EvaluateView } from '@/features/reviews/components/evaluate-view';

export default function EvaluatePage() {
  const { t } = useTranslation('ucenter');
  const orderId = readId(useSearchParams()[0].get('order_id'));
  return (
    <MembersOnly>
      <UcenterLayout>
        <h1 className="mb-4 text-xl font-semibold text-slate-800">{t('review.evaluateTitle')}</h1>
        {orderId ? <EvaluateView key={orderId} orderId={orderId} /> : <Navigate to={NOT_FOUND_PATH} replace />}
      </UcenterLayout>
    </MembersOnly>
  );
}
