import { useId, type FormEvent, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@shop/shared';
import { DateInput, type DateInputProps } from './date/date-input';
import { FORMS_NAMESPACE } from './form-messages';

const control = 'h-8 rounded border border-slate-300 bg-white px-2 text-sm outline-none focus:border-rose-600 focus:ring-2 focus:ring-rose-600/30';

/** A filter of the toolbar with its label beside it. */
function Labelled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex items-center gap-1.5">
      <label htmlFor={id} className="text-xs text-slate-600">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** A labelled filter input of the toolbar: give it a `name` and the applied value as `defaultValue`. */
export function FilterInput({ label, className = 'w-40', ...rest }: InputHTMLAttributes<HTMLInputElement> & { label: string }) {
  return <Labelled label={label}>{(id) => <input id={id} className={`${control} ${className}`} {...rest} />}</Labelled>;
}

/** A labelled date filter of the toolbar ("2026-11-28" in every browser, with a calendar): a `name` and the applied `defaultValue`. */
export function FilterDateInput({ label, className = 'w-36', ...rest }: Omit<DateInputProps, 'kind' | 'inputClassName'> & { label: string }) {
  return <Labelled label={label}>{(id) => <DateInput id={id} kind="date" className={className} inputClassName={control} {...rest} />}</Labelled>;
}

/** A labelled filter select of the toolbar. */
export function FilterSelect({ label, children, ...rest }: SelectHTMLAttributes<HTMLSelectElement> & { label: string; children: ReactNode }) {
  return (
    <Labelled label={label}>
      {(id) => (
        <select id={id} className={control} {...rest}>
          {children}
        </select>
      )}
    </Labelled>
  );
}

interface FilterBarProps {
  /** Called with every named input's value, trimmed, when Search is pressed (or Enter). */
  onSearch: (values: Record<string, string>) => void;
  /** Called after the inputs went back to the applied filters: the page clears those (usually in the URL). */
  onReset: () => void;
  children: ReactNode;
  /** Buttons on the right of the row (New, Export). */
  actions?: ReactNode;
  /** The search landmark's name; "Filters" unless the page has more than one. */
  label?: string;
}

/**
 * The filters row above a back-office table: its inputs are uncontrolled and read on Search, so
 * typing asks the server nothing. Give it a `key` made of the applied filters, so that its inputs
 * show them again whenever they change (Reset, the back button).
 */
export function FilterBar({ onSearch, onReset, children, actions, label }: FilterBarProps) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries([...new FormData(event.currentTarget)].map(([key, value]) => [key, typeof value === 'string' ? value.trim() : '']));
    onSearch(values);
  };
  return (
    <div className="mb-3 flex items-start justify-between gap-4 rounded border border-slate-200 bg-white px-3 py-2.5">
      <form
        role="search"
        aria-label={label ?? t('filters')}
        onSubmit={search}
        // The form's own reset first (what was typed and not applied goes back), then the page's.
        onReset={onReset}
        className="flex flex-wrap items-center gap-x-4 gap-y-2"
      >
        {children}
        <div className="flex gap-2">
          <Button type="submit" className="h-8 py-0">
            {t('search')}
          </Button>
          <Button type="reset" variant="secondary" className="h-8 py-0">
            {t('reset')}
          </Button>
        </div>
      </form>
      {actions}
    </div>
  );
}
