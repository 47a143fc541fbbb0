import { useId, type FormEvent, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@shop/shared';

const control = 'h-8 rounded border border-slate-300 bg-white px-2 text-sm outline-none focus:border-rose-600 focus:ring-2 focus:ring-rose-600/30';

/** A labelled filter input of the toolbar. */
export function FilterInput({ label, className = 'w-40', ...rest }: InputHTMLAttributes<HTMLInputElement> & { label: string }) {
  const id = useId();
  return (
    <div className="flex items-center gap-1.5">
      <label htmlFor={id} className="text-xs text-slate-600">
        {label}
      </label>
      <input id={id} className={`${control} ${className}`} {...rest} />
    </div>
  );
}

/** A labelled filter select of the toolbar. */
export function FilterSelect({ label, children, ...rest }: SelectHTMLAttributes<HTMLSelectElement> & { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <div className="flex items-center gap-1.5">
      <label htmlFor={id} className="text-xs text-slate-600">
        {label}
      </label>
      <select id={id} className={control} {...rest}>
        {children}
      </select>
    </div>
  );
}

/**
 * The filters row above a back-office table: its inputs are uncontrolled and read on Search (the
 * form's values by `name`); Reset leaves clearing to the page. Give it a `key` made of the applied
 * filters, so that its inputs show them again whenever they change (reset, back button).
 */
export function FilterBar({ onSearch, onReset, children, actions }: { onSearch: (values: Record<string, string>) => void; onReset: () => void; children: ReactNode; actions?: ReactNode }) {
  const { t } = useTranslation('backOffice');
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries([...new FormData(event.currentTarget)].map(([key, value]) => [key, typeof value === 'string' ? value.trim() : '']));
    onSearch(values);
  };
  return (
    <div className="mb-3 flex items-start justify-between gap-4 rounded border border-slate-200 bg-white px-3 py-2.5">
      <form
        role="search"
        aria-label={t('table.filters')}
        onSubmit={search}
        onReset={(event) => {
          event.preventDefault();
          onReset();
        }} className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {children}
        <div className="flex gap-2">
          <Button type="submit" className="h-8 py-0">
            {t('table.search')}
          </Button>
          <Button type="reset" variant="secondary" className="h-8 py-0">
            {t('table.reset')}
          </Button>
        </div>
      </form>
      {actions}
    </div>
  );
}
