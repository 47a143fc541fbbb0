import type { ReactNode } from 'react';

interface ChoiceCardProps {
  name: string;
  /** The radio's accessible name. */
  label: string;
  checked: boolean;
  disabled?: boolean;
  onSelect: () => void;
  children: ReactNode;
  className?: string;
}

/** A radio drawn as a selectable card with the mall's corner tick when chosen. */
export function ChoiceCard({ name, label, checked, disabled = false, onSelect, children, className = '' }: ChoiceCardProps) {
  return (
    <label
      className={`relative block cursor-pointer overflow-hidden rounded-md border-2 bg-white px-4 py-3 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-rose-300 ${
        checked ? 'border-rose-600' : 'border-slate-200 hover:border-rose-300'
      } ${disabled ? 'cursor-not-allowed opacity-50' : ''} ${className}`}
    >
      <input type="radio" name={name} aria-label={label} checked={checked} disabled={disabled} onChange={onSelect} className="absolute inset-0 z-10 m-0 cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed" />
      {children}
      {checked && (
        <span aria-hidden="true" className="absolute right-0 bottom-0 flex h-5 w-5 items-end justify-end bg-[linear-gradient(135deg,transparent_50%,#e11d48_50%)] pr-0.5 text-[10px] leading-none text-white">
          ✓
        </span>
      )}
    </label>
  );
}
