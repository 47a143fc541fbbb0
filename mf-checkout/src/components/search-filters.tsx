import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@shop/shared';

export interface SearchValues {
  keyword: string;
  date_from: string;
  date_to: string;
  /** The list's own choice (delivery, kind), '' for any. */
  choice: string;
}

interface SearchFiltersProps {
  label: string;
  placeholder: string;
  values: SearchValues;
  choice: { label: string; anyLabel: string; options: Array<{ value: string; label: string }> };
  onApply: (values: SearchValues) => void;
}

const EMPTY: SearchValues = { keyword: '', date_from: '', date_to: '', choice: '' };
const input = 'h-8 rounded border border-slate-300 bg-white px-2 text-sm outline-none focus:border-rose-600 focus:ring-2 focus:ring-rose-600/30';

/**
 * The filter row over a back-office table: a keyword, a range of days and one choice, applied
 * together with Search (or Enter) so that typing does not ask the server at every key; Reset clears them.
 */
export function SearchFilters({ label, placeholder, values, choice, onApply }: SearchFiltersProps) {
  const { t } = useTranslation('checkout');
  const [draft, setDraft] = useState(values);
  const change = (field: keyof SearchValues) => (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [field]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, keyword: draft.keyword.trim() });
  };
  return (
    <form role="search" aria-label={label} onSubmit={submit} className="flex flex-wrap items-end gap-3 rounded border border-slate-200 bg-white p-3 text-sm">
      <label className="flex flex-col gap-1 text-xs text-slate-600">
        {t('adminOrder.filters.keyword')}
        <input type="search" value={draft.keyword} onChange={change('keyword')} placeholder={placeholder} maxLength={50} className={`${input} w-64`} />
      </label>
      <label className="flex flex-col gap-1 text-xs text-slate-600">
        {choice.label}
        <select value={draft.choice} onChange={change('choice')} className={input}>
          <option value="">{choice.anyLabel}</option>
          {choice.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-xs text-slate-600">
        {t('adminOrder.filters.from')}
        <input type="date" value={draft.date_from} onChange={change('date_from')} max={draft.date_to || undefined} className={input} />
      </label>
      <label className="flex flex-col gap-1 text-xs text-slate-600">
        {t('adminOrder.filters.to')}
        <input type="date" value={draft.date_to} onChange={change('date_to')} min={draft.date_from || undefined} className={input} />
      </label>
      <Button type="submit" className="h-8 px-4">
        {t('adminOrder.filters.search')}
      </Button>
      <Button
        variant="secondary"
        className="h-8 px-4"
        onClick={() => {
          setDraft(EMPTY);
          onApply(EMPTY);
        }}
      >
        {t('adminOrder.filters.reset')}
      </Button>
    </form>
  );
}
