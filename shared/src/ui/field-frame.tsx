import { useId, type ReactNode } from 'react';
import { FieldMessage } from './field-message';

/** The id of a field's input (the one given, or one of its own) and of the message tied to it. */
export function useFieldIds(id?: string): { inputId: string; errorId: string } {
  const generated = useId();
  const inputId = id ?? generated;
  return { inputId, errorId: `${inputId}-error` };
}

interface FieldFrameProps {
  /** The input the label names; its message is `${inputId}-error`. */
  inputId: string;
  label: string;
  error?: string;
  className?: string;
  /** The input, or the row that holds it. */
  children: ReactNode;
}

/**
 * A field's label above its input and its message under it: the frame of TextField, of the form
 * kit's fields and of any input of its own (a colour, a list of ids), so that they all line up.
 */
export function FieldFrame({ inputId, label, error, className, children }: FieldFrameProps) {
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm text-slate-600">
        {label}
      </label>
      {children}
      <FieldMessage id={`${inputId}-error`} message={error} />
    </div>
  );
}
