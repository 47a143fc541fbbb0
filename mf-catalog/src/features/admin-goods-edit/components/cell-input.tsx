import { forwardRef, type InputHTMLAttributes } from 'react';

type CellInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'aria-label'> & {
  /** The input's accessible name (a table cell has no visible label of its own). */
  label: string;
  /** The problem to fix, shown under the cell and describing it. */
  error?: string | undefined;
  /** The id of the problem's line. */
  errorId: string;
  /** A width class (`w-28`). */
  width?: string;
};

const INPUT = 'h-8 rounded border px-2 text-sm outline-none focus:border-rose-600 focus:ring-2 focus:ring-rose-600/30 disabled:bg-slate-50 disabled:text-slate-500';

/** A text or number input in a table cell: named for its row, its error under it and describing it. */
export const CellInput = forwardRef<HTMLInputElement, CellInputProps>(function CellInput({ label, error, errorId, width = 'w-28', className = '', ...input }, ref) {
  return (
    <>
      <input
        ref={ref}
        aria-label={label}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error ? errorId : undefined}
        autoComplete="off"
        className={`${INPUT} ${width} ${error ? 'border-red-500' : 'border-slate-300'} ${className}`}
        {...input}
      />
      {error ? (
        <p id={errorId} className="mt-1 max-w-56 text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </>
  );
});
