import { useTranslation } from 'react-i18next';
import { Button, Price, useClickThrottle } from '@shop/shared';

interface SubmitBarProps {
  payable: string;
  /** "Ship to …" or "Pick up at …", when known. */
  destination: string | null;
  submitting: boolean;
  onSubmit: () => void;
}

/** The payable amount (the server's) and the one "Submit order" button, throttled. */
export function SubmitBar({ payable, destination, submitting, onSubmit }: SubmitBarProps) {
  const { t } = useTranslation('checkout');
  const throttle = useClickThrottle(onSubmit);
  return (
    <div className="sticky bottom-0 z-10 flex items-center justify-end gap-6 rounded-lg border border-slate-200 bg-white py-3 pr-3 pl-6 shadow-[0_-4px_12px_rgba(0,0,0,0.06)]">
      <div className="text-right">
        <p className="flex items-baseline justify-end gap-2 text-sm text-slate-600">
          {t('totals.payable')}
          <span data-testid="total-payable">
            <Price value={payable} className="text-3xl font-bold text-rose-700" />
          </span>
        </p>
        {destination && <p className="mt-0.5 max-w-xl truncate text-xs text-slate-500">{destination}</p>}
      </div>
      <Button pending={submitting} disabled={throttle.disabled} onClick={throttle.onClick} className="h-12 w-44 text-lg">
        {t('submit.button')}
      </Button>
    </div>
  );
}
