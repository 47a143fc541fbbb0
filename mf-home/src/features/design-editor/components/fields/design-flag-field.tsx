import { Controller, useFormContext } from 'react-hook-form';

/** An on/off setting, stored as 1 or 0 as the renderers read it. */
export function DesignFlagField({ name, label }: { name: string; label: string }) {
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <label className="flex h-10 items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            ref={field.ref}
            checked={field.value === 1}
            onChange={(event) => field.onChange(event.target.checked ? 1 : 0)}
            onBlur={field.onBlur}
            className="h-4 w-4 accent-rose-600"
          />
          {label}
        </label>
      )}
    />
  );
}
