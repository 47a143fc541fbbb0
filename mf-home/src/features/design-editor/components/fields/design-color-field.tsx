import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DESIGN_COLOR_PATTERN } from '@shop/contract';
import { FieldFrame } from '@shop/shared';
import { useDesignForm } from '../../hooks/design-form-context';

/** A colour setting: typed as `#rrggbb` (empty for the default) or picked. */
export function DesignColorField({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation('home');
  const form = useDesignForm();
  const problem = form.message(name, label, { wrong: t('editor.problems.format') });
  const id = useId();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => {
        const text = typeof field.value === 'string' ? field.value : '';
        // The picker takes six-digit colours only; a shorter or empty value shows as white.
        const swatch = /^#[0-9a-fA-F]{6}$/.test(text) ? text : '#ffffff';
        return (
          <FieldFrame inputId={id} label={label} error={problem}>
            <div className="flex gap-2">
              <input
                type="color"
                value={swatch}
                aria-label={t('editor.fields.pickColor', { field: label })}
                onChange={(event) => field.onChange(event.target.value)}
                className="h-10 w-10 shrink-0 cursor-pointer rounded-md border border-slate-300 bg-white p-1"
              />
              <input
                id={id}
                ref={field.ref}
                name={field.name}
                value={text}
                placeholder={t('editor.fields.defaultColor')}
                pattern={DESIGN_COLOR_PATTERN.source}
                aria-invalid={Boolean(problem) || undefined}
                aria-describedby={problem ? `${id}-error` : undefined}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                className={`h-10 min-w-0 flex-1 rounded-md border px-3 font-mono text-sm outline-none focus:border-rose-600 focus:ring-2 focus:ring-rose-600/30 ${problem ? 'border-red-500' : 'border-slate-300'}`}
              />
            </div>
          </FieldFrame>
        );
      }}
    />
  );
}
