import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** A wanted quantity made valid: a whole number from 1 to `max` (1 when nothing sensible). */
export function clampQuantity(wanted: number, max: number): number {
  const whole = Number.isFinite(wanted) ? Math.floor(wanted) : 1;
  return Math.max(1, Math.min(whole, Math.max(max, 1)));
}

interface QuantityStepperProps {
  /** The quantity in force (for the cart: what the server last accepted). */
  value: number;
  /** The most that may be chosen: the stock, or a purchase limit. */
  max: number;
  /**
   * Called with a valid quantity when − or + is pressed, or what was typed is applied (Enter or
   * leaving the field). May resolve false when the server refused: the stepper shows `value` again.
   */
  onChange: (quantity: number) => void | boolean | Promise<boolean>;
  /** What the input is called for assistive technology, e.g. "Quantity of Phone X". */
  label?: string;
  size?: 'sm' | 'md';
  /** What `max` is: the stock ("Only 3 left", the default) or a purchase limit below the stock ("At most 2 for you"). */
  maxIs?: 'stock' | 'limit';
}

const SIZES = {
  sm: { button: 'h-8 w-8 text-base', input: 'h-8 w-12' },
  md: { button: 'h-9 w-9 text-lg', input: 'h-9 w-14' },
};

/**
 * − input +, bounded 1..max. A typed quantity is applied on Enter or blur; when it had to be changed
 * (above the stock, below one) the stepper says why instead of changing it silently.
 */
export function QuantityStepper({ value, max, onChange, label, size = 'md', maxIs = 'stock' }: QuantityStepperProps) {
  const { t } = useTranslation('common');
  const [draft, setDraft] = useState(String(value));
  const [adjusted, setAdjusted] = useState<'max' | 'minimum' | null>(null);
  // What was last sent, so that Enter followed by leaving the field asks only once.
  const sent = useRef(value);
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setDraft(String(value));
  }
  useEffect(() => {
    sent.current = value;
  }, [value]);

  const shown = Number(draft) || value;

  const submit = async (wanted: number) => {
    const next = clampQuantity(wanted, max);
    setAdjusted(next < wanted ? 'max' : next > wanted ? 'minimum' : null);
    setDraft(String(next));
    if (next === sent.current) return;
    sent.current = next;
    const accepted = await onChange(next);
    if (accepted === false) {
      sent.current = value;
      setDraft(String(value));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') void submit(Number(draft));
  };

  const { button, input } = SIZES[size];
  const step = `${button} bg-slate-50 text-slate-600 transition-colors hover:bg-slate-100 disabled:cursor-not-allowed disabled:bg-white disabled:text-slate-300`;
  return (
    <div>
      <div className="inline-flex items-center overflow-hidden rounded border border-slate-300">
        <button type="button" aria-label={t('quantity.decrease')} disabled={shown <= 1} onClick={() => void submit(shown - 1)} className={step}>
          −
        </button>
        <input
          aria-label={label ?? t('quantity.label')}
          inputMode="numeric"
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value.replace(/\D/g, ''));
            setAdjusted(null);
          }}
          onBlur={() => void submit(Number(draft))}
          onKeyDown={onKeyDown}
          className={`${input} border-x border-slate-300 text-center text-sm outline-none focus:bg-rose-50`}
        />
        <button type="button" aria-label={t('quantity.increase')} disabled={shown >= max} onClick={() => void submit(shown + 1)} className={step}>
          +
        </button>
      </div>
      <p role="status" className="mt-1 text-xs text-amber-700 empty:hidden">
        {adjusted === 'max'
          ? t('quantity.capped', { count: max })
          : adjusted === 'minimum'
            ? t('quantity.raisedToMinimum')
            : value >= max
              ? t(maxIs === 'limit' ? 'quantity.atMost' : 'quantity.limit', { count: max })
              : ''}
      </p>
    </div>
  );
}
