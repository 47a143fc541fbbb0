import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkPriceRange } from '../lib/goods-query';

interface PriceFilterProps {
  min?: string;
  max?: string;
  onApply: (range: { min_price?: string; max_price?: string }) => void;
}

const input =
  'h-8 w-20 rounded border border-slate-300 px-2 text-sm outline-none transition-colors placeholder:text-slate-400 focus:border-rose-500 aria-[invalid=true]:border-red-500';

/** Minimum and maximum price with Apply; a reversed or malformed range is refused before any call. */
export function PriceFilter({ min = '', max = '', onApply }: PriceFilterProps) {
  const { t } = useTranslation('catalog');
  const [from, setFrom] = useState(min);
  const [to, setTo] = useState(max);
  const [error, setError] = useState<string | null>(null);

  // Back and forward change the URL, and the inputs follow it (adjusted while rendering, not in an effect).
  const [range, setRange] = useState({ min, max });
  if (range.min !== min || range.max !== max) {
    setRange({ min, max });
    setFrom(min);
    setTo(max);
    setError(null);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const lower = from.trim();
    const upper = to.trim();
    const problem = checkPriceRange(lower, upper);
    if (problem) {
      setError(t(`price.errors.${problem}`));
      return;
    }
    setError(null);
    onApply({ min_price: lower || undefined, max_price: upper || undefined });
  };

  return (
    <form onSubmit={submit} aria-label={t('price.label')} className="relative flex items-center gap-1.5" noValidate>
      <input
        aria-label={t('price.min')}
        placeholder={t('price.minPlaceholder')}
        inputMode="decimal"
        value={from}
        aria-invalid={Boolean(error) || undefined}
        onChange={(event) => setFrom(event.target.value)}
        className={input}
      />
      <span aria-hidden="true" className="text-slate-500">
        –
      </span>
      <input
        aria-label={t('price.max')}
        placeholder={t('price.maxPlaceholder')}
        inputMode="decimal"
        value={to}
        aria-invalid={Boolean(error) || undefined}
        onChange={(event) => setTo(event.target.value)}
        className={input}
      />
      <button type="submit" className="h-8 rounded border border-slate-300 bg-white px-3 text-sm text-slate-600 transition-colors hover:border-rose-500 hover:text-rose-600">
        {t('price.apply')}
      </button>
      {error && (
        <p role="alert" className="absolute top-full left-0 z-10 mt-1 rounded bg-white px-2 py-1 text-xs whitespace-nowrap text-red-700 shadow-md ring-1 ring-red-200">
          {error}
        </p>
      )}
    </form>
  );
}
