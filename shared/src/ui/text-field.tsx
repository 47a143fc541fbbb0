import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame, useFieldIds } from './field-frame';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  /** Something beside the input, such as a "send code" button. */
  addon?: ReactNode;
  /** The input itself (React 19 passes `ref` as a prop): form libraries focus the first invalid field through it. */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose error message is announced and tied to the input. */
export function TextField({ label, error, addon, className = '', id, ...rest }: TextFieldProps) {
  const { inputId, errorId } = useFieldIds(id);
  return (
    <FieldFrame inputId={inputId} label={label} error={error} className={className}>
      <div className="flex gap-2">
        <input
          id={inputId}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={error ? errorId : undefined}
          className={`h-10 min-w-0 flex-1 rounded-md border px-3 text-sm outline-none focus:border-rose-600 focus:ring-2 focus:ring-rose-600/30 ${error ? 'border-red-500' : 'border-slate-300'}`}
          {...rest}
        />
        {addon}
      </div>
    </FieldFrame>
  );
}
