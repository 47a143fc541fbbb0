import { useTranslation } from 'react-i18next';
import { RESULT_CODE } from '@shop/contract';
import { ApiError, LoadFailed } from '@shop/shared';
import { useEvaluation } from '../api/get-evaluation';
import { EvaluateClosed } from './evaluate-closed';
import { EvaluateForm } from './evaluate-form';
import { EvaluateSkeleton } from './evaluate-skeleton';

/** `/ucenter/order/evaluate?order_id=N`: the skeleton, why the order cannot be reviewed, a failure to retry, or the form. */
export function EvaluateView({ orderId }: { orderId: number }) {
  const { t } = useTranslation('ucenter');
  const { data, error, isError, refetch } = useEvaluation(orderId);

  if (data) {
    // A new answer (some lines reviewed meanwhile) starts the form again with the lines still waiting.
    const waiting = data.items.filter((item) => !item.review && !item.refunded).map((item) => item.order_item_id);
    return <EvaluateForm key={waiting.join(',')} evaluation={data} />;
  }
  if (isError && error instanceof ApiError && error.code === RESULT_CODE.refused) return <EvaluateClosed reason={error.message} />;
  if (isError) return <LoadFailed message={t('review.failed')} onRetry={() => void refetch()} className="py-12" />;
  return <EvaluateSkeleton />;
}
