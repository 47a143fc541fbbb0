interface Option<V extends string> {
  value: V;
  label: string;
  disabled?: boolean;
}

interface OptionPillsProps<V extends string> {
  /** The radio group's accessible name. */
  label: string;
  name: string;
  options: Option<V>[];
  value: V;
  onChange: (value: V) => void;
}

/** A small radio group drawn as the mall's bordered buttons (delivery, invoice, header type). */
export function OptionPills<V extends string>({ label, name, options, value, onChange }: OptionPillsProps<V>) {
  return (
    <div role="radiogroup" aria-label={label} className="flex flex-wrap gap-3">
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <label
            key={option.value}
            className={`relative flex h-9 min-w-28 cursor-pointer items-center justify-center rounded border-2 px-4 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-rose-300 ${
              checked ? 'border-rose-600 text-rose-700' : 'border-slate-200 text-slate-600 hover:border-rose-300'
            } ${option.disabled ? 'cursor-not-allowed opacity-50' : ''}`}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={checked}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
              className="absolute inset-0 z-10 m-0 cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
            />
            {option.label}
          </label>
        );
      })}
    </div>
  );
}
