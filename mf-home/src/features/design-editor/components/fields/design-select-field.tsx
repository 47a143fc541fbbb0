import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';

interface DesignSelectFieldProps {
  name: string;
  label: string;
  options: ReadonlyArray<{ value: string | number; label: string }>;
}

/** A setting chosen from a few values (a style number, a line style); numbers stay numbers. */
export function DesignSelectField({ name, label, options }: DesignSelectFieldProps) {
  const { control } = useFormContext();
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div>
          <label htmlFor={id} className="mb-1 block text-sm text-slate-600">
            {label}
          </label>
          <select
            id={id}
            ref={field.ref}
            value={String(field.value)}
            onChange={(event) => field.onChange(options.find((option) => String(option.value) === event.target.value)?.value)}
            onBlur={field.onBlur}
            className="h-10 w-full rounded-md border border-slate-300 bg-white px-2 text-sm"
          >
            {options.map((option) => (
              <option key={option.value} value={String(option.value)}>
                {option.label}
              </option>
            ))}
          </select>
          <p className="mt-1 min-h-5" />
        </div>
      )}
    />
  );
}
