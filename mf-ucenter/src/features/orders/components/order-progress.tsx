import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@shop/contract';
import { formatDateTime } from '@shop/shared';
import { progressLine, type ProgressStep } from '../lib/order-status';

/** Pickup orders are "shipped" when ready at the store and "received" when picked up. */
const stepLabelKey = (step: ProgressStep, order: OrderDetail) =>
  order.delivery === 'pickup' && (step === 'shipped' || step === 'received') ? `orders.progress.pickup.${step}` : `orders.progress.${step}`;

/** When the order reached a step, where the order keeps it (a pickup order's "shipped" is when it was made ready at the store). */
const STEP_TIMES: Partial<Record<ProgressStep, (order: OrderDetail) => string | null>> = {
  placed: (order) => order.created_at,
  paid: (order) => order.paid_at,
  shipped: (order) => (order.delivery === 'pickup' ? order.pickup_ready_at : order.shipped_at),
  received: (order) => order.received_at,
  cancelled: (order) => order.cancelled_at,
};

const stepTime = (step: ProgressStep, order: OrderDetail) => STEP_TIMES[step]?.(order) ?? null;

/** placed → paid → shipped → received → completed, or how the order left that line. */
export function OrderProgress({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('ucenter');
  const { steps, reached } = progressLine(order.status);
  return (
    <ol aria-label={t('orders.progress.label')} className="flex w-full items-start">
      {steps.map((step, index) => {
        const done = index <= reached;
        const ended = step === 'cancelled' || step === 'refund';
        const time = stepTime(step, order);
        return (
          <li key={step} aria-current={index === reached ? 'step' : undefined} className="relative flex flex-1 flex-col items-center text-center">
            {index > 0 && (
              <span aria-hidden="true" className={`absolute top-4 right-1/2 h-0.5 w-full -translate-y-1/2 ${done ? 'bg-rose-500' : 'bg-slate-200'}`} />
            )}
            <span
              aria-hidden="true"
              className={`relative z-10 flex h-8 w-8 items-center justify-center rounded-full text-sm font-semibold ${
                ended ? 'bg-slate-400 text-white' : done ? 'bg-rose-600 text-white' : 'border-2 border-slate-200 bg-white text-slate-500'
              }`}
            >
              {done && !ended ? '✓' : index + 1}
            </span>
            <span className={`mt-2 text-sm ${done ? 'font-medium text-slate-800' : 'text-slate-500'}`}>
              {t(stepLabelKey(step, order))}
              {done && <span className="sr-only">{t('orders.progress.done')}</span>}
            </span>
            {done && time && <time dateTime={time} className="mt-1 text-xs text-slate-500">{formatDateTime(time)}</time>}
          </li>
        );
      })}
    </ol>
  );
}
