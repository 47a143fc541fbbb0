import { useTranslation } from 'react-i18next';
import { EvaluateNextSteps } from './evaluate-next-steps';

/** The order cannot be reviewed (not received yet, a refund open, reviewed already): the server's reason and the way on. */
export function EvaluateClosed({ reason }: { reason: string }) {
  const { t } = useTranslation('ucenter');
  return (
    <section aria-labelledby="review-closed" className="rounded-lg border border-dashed border-slate-200 bg-white px-6 py-14 text-center">
      <h2 id="review-closed" className="text-base font-medium text-slate-800">
        {t('review.closed')}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{reason}</p>
      <EvaluateNextSteps />
    </section>
  );
}
