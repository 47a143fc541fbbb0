import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar, FilterDateInput, FilterInput, FilterSelect } from '@shop/forms';

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
  /** The applied filters: give the row a `key` made of them, so that it shows them again when they change. */
  values: SearchValues;
  choice: { label: string; anyLabel: string; options: Array<{ value: string; label: string }> };
  onApply: (values: SearchValues) => void;
}

const EMPTY: SearchValues = { keyword: '', date_from: '', date_to: '', choice: '' };

/**
 * The filter row over a back-office table: a keyword, a range of days and one choice, applied
 * together with Search (or Enter) so that typing does not ask the server at every key; Reset clears
 * them. Neither day can be chosen on the wrong side of the other.
 */
export function SearchFilters({ label, placeholder, values, choice, onApply }: SearchFiltersProps) {
  const { t } = useTranslation('checkout');
  const [range, setRange] = useState({ from: values.date_from, to: values.date_to });
  return (
    <FilterBar
      label={label}
      onSearch={(typed) => onApply({ keyword: typed.keyword ?? '', date_from: typed.date_from ?? '', date_to: typed.date_to ?? '', choice: typed.choice ?? '' })}
      onReset={() => {
        setRange({ from: '', to: '' });
        onApply(EMPTY);
      }}
    >
      <FilterInput label={t('adminOrder.filters.keyword')} type="search" name="keyword" defaultValue={values.keyword} placeholder={placeholder} maxLength={50} className="w-64" />
      <FilterSelect label={choice.label} name="choice" defaultValue={values.choice}>
        <option value="">{choice.anyLabel}</option>
        {choice.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </FilterSelect>
      <FilterDateInput
        label={t('adminOrder.filters.from')}
        name="date_from"
        defaultValue={values.date_from}
        max={range.to || undefined}
        onChange={(event) => setRange((current) => ({ ...current, from: event.target.value }))}
      />
      <FilterDateInput
        label={t('adminOrder.filters.to')}
        name="date_to"
        defaultValue={values.date_to}
        min={range.from || undefined}
        onChange={(event) => setRange((current) => ({ ...current, to: event.target.value }))}
      />
    </FilterBar>
  );
}
