import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from '@shop/shared';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string;
  children: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled select whose error is announced and tied to it, the twin of TextField. */
export function SelectField({ label, error, className = '', id, children, ...rest }: SelectFieldProps) {
  const { inputId, errorId } = useFieldIds(id);
  return (
    <FieldFrame inputId={inputId} label={label} error={error} className={className}>
      <select
        id={inputId}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error ? errorId : undefined}
        className={`h-10 w-full rounded-md border bg-white px-2 text-sm outline-none focus:border-rose-600 focus:ring-2 focus:ring-rose-600/30 ${error ? 'border-red-500' : 'border-slate-300'}`}
        {...rest}
      >
        {children}
      </select>
    </FieldFrame>
  );
}
