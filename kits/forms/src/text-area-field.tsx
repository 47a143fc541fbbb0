import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from '@shop/shared';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  /** Code rather than prose (HTML, a list of ids): a monospaced face, smaller. */
  monospace?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled text area whose error is announced and tied to it, the twin of TextField. */
export function TextAreaField({ label, error, className = '', id, rows = 3, monospace = false, ...rest }: TextAreaFieldProps) {
  const { inputId, errorId } = useFieldIds(id);
  return (
    <FieldFrame inputId={inputId} label={label} error={error} className={className}>
      <textarea
        id={inputId}
        rows={rows}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error ? errorId : undefined}
        className={`w-full rounded-md border px-3 py-2 outline-none disabled:bg-slate-50 ${monospace ? 'font-mono text-xs' : 'text-sm'} focus:border-rose-600 focus:ring-2 focus:ring-rose-600/30 ${error ? 'border-red-500' : 'border-slate-300'}`}
        {...rest}
      />
    </FieldFrame>
  );
}
