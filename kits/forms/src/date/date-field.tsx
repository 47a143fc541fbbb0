import { FieldFrame, useFieldIds } from '@shop/shared';
import { DateInput, type DateInputProps } from './date-input';

type DateFieldProps = Omit<DateInputProps, 'className' | 'inputClassName'> & { label: string; error?: string | undefined; className?: string };

/** A labelled date or date-time field of a form (TextField's frame and look), its message announced and tied to it. */
export function DateField({ label, error, className = '', id, ...rest }: DateFieldProps) {
  const { inputId, errorId } = useFieldIds(id);
  return (
    <FieldFrame inputId={inputId} label={label} error={error} className={className}>
      <DateInput
        id={inputId}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error ? errorId : undefined}
        inputClassName={`h-10 rounded-md border px-3 text-sm outline-none focus:border-rose-600 focus:ring-2 focus:ring-rose-600/30 ${error ? 'border-red-500' : 'border-slate-300'}`}
        {...rest}
      />
    </FieldFrame>
  );
}
