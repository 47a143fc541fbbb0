import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@shop/shared';

export type MemberFilterValues = { keyword: string; registered_from: string; registered_to: string };

interface MemberFiltersProps {
  values: MemberFilterValues;
  onApply: (values: MemberFilterValues) => void;
}

const input = 'h-9 rounded border border-slate-300 px-3 text-sm outline-none focus:border-rose-600 focus:ring-2 focus:ring-rose-600/30';

/** The member list's filters: applied together on Search, so the URL changes once. */
export function MemberFilters({ values, onApply }: MemberFiltersProps) {
  const { t } = useTranslation('ucenter');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: keyof MemberFilterValues) => {
      const value = form.get(name);
      return typeof value === 'string' ? value.trim() : '';
    };
    onApply({ keyword: text('keyword'), registered_from: text('registered_from'), registered_to: text('registered_to') });
  };
  const field = (name: keyof MemberFilterValues, type: 'search' | 'date', label: string, width: string) => (
    <label className="flex items-center gap-2 text-sm text-slate-600">
      {label}
      <input name={name} type={type} defaultValue={values[name]} className={`${input} ${width}`} />
    </label>
  );
  return (
    // Remounted when the URL's filters change (Reset, the back button), so the inputs show them.
    <form key={Object.values(values).join('|')} role="search" aria-label={t('adminMember.filters.label')} onSubmit={submit} className="mb-4 flex flex-wrap items-center gap-4 rounded border border-slate-200 bg-white p-3">
      {field('keyword', 'search', t('adminMember.filters.keyword'), 'w-56')}
      {field('registered_from', 'date', t('adminMember.filters.from'), 'w-40')}
      {field('registered_to', 'date', t('adminMember.filters.to'), 'w-40')}
      <Button type="submit" className="h-9">
        {t('adminMember.filters.search')}
      </Button>
      <Button variant="secondary" className="h-9" onClick={() => onApply({ keyword: '', registered_from: '', registered_to: '' })}>
        {t('adminMember.filters.reset')}
      </Button>
    </form>
  );
}
