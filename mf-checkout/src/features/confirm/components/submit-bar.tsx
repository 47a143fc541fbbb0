import { useTranslation } from 'react-i18next';
import { Button, Price, useClickThrottle } from '@shop/shared';
import { countText } from '@/lib/count-text';

interface SubmitBarProps {
  payable: string;
  /** Points the order costs besides the money (points mall), 0 otherwise. */
  points: number;
  /** Why the order cannot go through as it is: the server's refusal, or points short. */
  notice: string | null;
  /** Nothing to submit until the notice is dealt with (points short). */
  blocked: boolean;
  /** "Ship to …" or "Pick up at …", when known. */
  destination: string | null;
  submitting: boolean;
  onSubmit: () => void;
}

/**
 * The payable amount (the server's, with the points of a points order) and the one "Submit order"
 * button, throttled; a refusal is said right beside it.
 */
export function SubmitBar({ payable, points, notice, blocked, destination, submitting, onSubmit }: SubmitBarProps) {
  const { t } = useTranslation('checkout');
  const throttle = useClickThrottle(onSubmit);
  return (
    <div className="sticky bottom-0 z-10 flex items-center justify-end gap-6 rounded-lg border border-slate-200 bg-white py-3 pr-3 pl-6 shadow-[0_-4px_12px_rgba(0,0,0,0.06)]">
      {notice && (
        <p role="alert" className="mr-auto max-w-md text-sm font-medium text-rose-700">
          {notice}
        </p>
      )}
      <div className="text-right">
        <p className="flex items-baseline justify-end gap-2 text-sm text-slate-600">
          {t('totals.payable')}
          <span data-testid="total-payable" className="text-3xl font-bold text-rose-700">
            {points > 0 && t('totals.points', { count: points, formatted: countText(points) })}
            {points > 0 && Number(payable) > 0 && ' + '}
            {(points === 0 || Number(payable) > 0) && <Price value={payable} />}
          </span>
        </p>
        {destination && <p className="mt-0.5 max-w-xl truncate text-xs text-slate-500">{destination}</p>}
      </div>
      <Button pending={submitting} disabled={throttle.disabled || blocked} onClick={throttle.onClick} className="h-12 w-44 text-lg">
        {t('submit.button')}
      </Button>
    </div>
  );
}
