import { useTranslation } from 'react-i18next';
import type { RefundRequest } from '@shop/contract';
import { formatDateTime } from '@shop/shared';

type Step = 'submitted' | 'review' | 'approved' | 'rejected' | 'cancelled';

/** submitted → shop review → refunded or rejected; or submitted → cancelled. The index is the step reached. */
function stepsOf(request: Pick<RefundRequest, 'status' | 'created_at' | 'handled_at' | 'cancelled_at'>): { steps: Array<{ step: Step; time: string | null }>; reached: number } {
  const submitted = { step: 'submitted' as const, time: request.created_at };
  switch (request.status) {
    case 'cancelled':
      return { steps: [submitted, { step: 'cancelled', time: request.cancelled_at }], reached: 1 };
    case 'pending':
      return { steps: [submitted, { step: 'review', time: null }, { step: 'approved', time: null }], reached: 1 };
    default:
      return { steps: [submitted, { step: 'review', time: null }, { step: request.status, time: request.handled_at }], reached: 2 };
  }
}

/**
 * A request's progress as a small step line, on the after-sales list and the order detail. A
 * rejected or cancelled request ends grey; the step waiting for the shop is marked as current.
 */
export function RefundSteps({ request }: { request: Pick<RefundRequest, 'status' | 'created_at' | 'handled_at' | 'cancelled_at'> }) {
  const { t } = useTranslation('ucenter');
  const { steps, reached } = stepsOf(request);
  return (
    <ol aria-label={t('refund.steps.label')} className="flex w-full max-w-md items-start">
      {steps.map(({ step, time }, index) => {
        const done = index < reached || (index === reached && step !== 'review');
        const ended = step === 'rejected' || step === 'cancelled';
        return (
          <li key={step} aria-current={index === reached ? 'step' : undefined} className="relative flex flex-1 flex-col items-center text-center">
            {index > 0 && <span aria-hidden="true" className={`absolute top-2.5 right-1/2 h-0.5 w-full -translate-y-1/2 ${index <= reached ? 'bg-rose-500' : 'bg-slate-200'}`} />}
            <span
              aria-hidden="true"
              className={`relative z-10 flex h-5 w-5 items-center justify-center rounded-full text-[11px] font-semibold ${
                ended ? 'bg-slate-400 text-white' : done ? 'bg-rose-600 text-white' : index === reached ? 'border-2 border-rose-500 bg-white text-rose-600' : 'border-2 border-slate-200 bg-white text-slate-400'
              }`}
            >
              {done && !ended ? '✓' : index + 1}
            </span>
            <span className={`mt-1 text-xs ${index <= reached ? 'font-medium text-slate-700' : 'text-slate-500'}`}>
              {t(`refund.steps.${step}`)}
              {done && <span className="sr-only">{t('refund.steps.done')}</span>}
            </span>
            {time && (
              <time dateTime={time} className="text-[11px] text-slate-500">
                {formatDateTime(time)}
              </time>
            )}
          </li>
        );
      })}
    </ol>
  );
}
