import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { TextField } from '@shop/shared';
import { useFieldProblem } from '../hooks/use-field-problem';
import { FieldProblem } from './field-problem';

interface DesignTextFieldProps {
  name: string;
  label: string;
  /** HTML content: a text area. */
  multiline?: boolean;
  placeholder?: string;
}

/** A text setting of a block. */
export function DesignTextField({ name, label, multiline = false, placeholder }: DesignTextFieldProps) {
  const { register } = useFormContext();
  const problem = useFieldProblem(name);
  const id = useId();
  if (!multiline) return <TextField label={label} placeholder={placeholder} error={problem} {...register(name)} />;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm text-slate-600">
        {label}
      </label>
      <textarea
        id={id}
        rows={5}
        aria-invalid={Boolean(problem) || undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        className={`w-full rounded-md border px-3 py-2 font-mono text-xs outline-none focus:border-rose-600 focus:ring-2 focus:ring-rose-600/30 ${problem ? 'border-red-500' : 'border-slate-300'}`}
        {...register(name)}
      />
      <FieldProblem id={`${id}-error`} problem={problem} />
    </div>
  );
}
