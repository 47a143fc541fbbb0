import type { ButtonHTMLAttributes, Ref } from 'react';

interface ComposerToolProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The tool's accessible name (the button shows only an icon). */
  label: string;
  active?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** An icon button of the composer's tool row (emoji, picture, order…). */
export function ComposerTool({ label, active = false, className = '', children, type = 'button', ...rest }: ComposerToolProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={`flex h-9 w-9 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-rose-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 disabled:cursor-not-allowed disabled:opacity-50 ${
        active ? 'bg-slate-100 text-rose-600' : ''
      } ${className}`}
      {...rest}
    >
      {children}
    </button>
  );
}
