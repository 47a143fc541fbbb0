import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { clampQuantity } from '../quantity';

interface QuantityStepperProps {
  name: string;
  /** The quantity the server last accepted. */
  quantity: number;
  stock: number;
  /** Resolves false when the server refused; the stepper then shows the last good value again. */
  onChange: (quantity: number) => Promise<boolean>;
}

const step =
  'h-8 w-8 bg-slate-50 text-base text-slate-600 transition-colors hover:bg-slate-100 disabled:cursor-not-allowed disabled:bg-white disabled:text-slate-300';

/** − input +, bounded 1..stock; what is typed is applied on blur or Enter. */
export function QuantityStepper({ name, quantity, stock, onChange }: QuantityStepperProps) {
  const { t } = useTranslation('checkout');
  const [draft, setDraft] = useState(String(quantity));
  // Why a typed quantity was changed before it was sent (above the stock, below one).
  const [adjusted, setAdjusted] = useState<'stock' | 'minimum' | null>(null);
  useEffect(() => setDraft(String(quantity)), [quantity]);

  // What was last sent, so that Enter followed by leaving the field asks only once.
  const sent = useRef(quantity);
  useEffect(() => {
    sent.current = quantity;
  }, [quantity]);

  const shown = Number(draft) || quantity;

  const submit = async (wanted: number) => {
    const next = clampQuantity(wanted, stock);
    setAdjusted(next < wanted ? 'stock' : next > wanted ? 'minimum' : null);
    setDraft(String(next));
    if (next === sent.current) return;
    sent.current = next;
    const accepted = await onChange(next);
    if (!accepted) {
      sent.current = quantity;
      setDraft(String(quantity));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') void submit(Number(draft));
  };

  return (
    <div>
      <div className="inline-flex items-center overflow-hidden rounded border border-slate-300">
        <button type="button" aria-label={t('cart.decrease')} disabled={shown <= 1} onClick={() => void submit(shown - 1)} className={step}>
          −
        </button>
        <input
          aria-label={t('cart.quantityOf', { name })}
          inputMode="numeric"
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value.replace(/\D/g, ''));
            setAdjusted(null);
          }}
          onBlur={() => void submit(Number(draft))}
          onKeyDown={onKeyDown}
          className="h-8 w-12 border-x border-slate-300 text-center text-sm outline-none focus:bg-rose-50"
        />
        <button type="button" aria-label={t('cart.increase')} disabled={shown >= stock} onClick={() => void submit(shown + 1)} className={step}>
          +
        </button>
      </div>
      <p role="status" className="mt-1 text-xs text-amber-700 empty:hidden">
        {adjusted === 'stock'
          ? t('cart.cappedAtStock', { count: stock })
          : adjusted === 'minimum'
            ? t('cart.raisedToMinimum')
            : quantity >= stock
              ? t('cart.stockLimit', { count: stock })
              : ''}
      </p>
    </div>
  );
}
