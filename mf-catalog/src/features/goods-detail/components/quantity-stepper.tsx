import { useTranslation } from 'react-i18next';

interface QuantityStepperProps {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
}

const step = 'h-9 w-9 text-lg text-slate-600 transition-colors hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent';

/** Quantity with − and +, bounded 1..max (the caller clamps what is typed). */
export function QuantityStepper({ value, max, onChange }: QuantityStepperProps) {
  const { t } = useTranslation('catalog');
  return (
    <div className="inline-flex items-center overflow-hidden rounded border border-slate-300">
      <button type="button" aria-label={t('purchase.decrease')} disabled={value <= 1} onClick={() => onChange(value - 1)} className={step}>
        −
      </button>
      <input
        aria-label={t('purchase.quantity')}
        inputMode="numeric"
        value={value}
        onChange={(event) => onChange(Number(event.target.value.replace(/\D/g, '')) || 1)}
        className="h-9 w-14 border-x border-slate-300 text-center text-sm outline-none focus:bg-rose-50"
      />
      <button type="button" aria-label={t('purchase.increase')} disabled={value >= max} onClick={() => onChange(value + 1)} className={step}>
        +
      </button>
    </div>
  );
}
