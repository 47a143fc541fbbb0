import { useId, useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SITE_PROMISE_MAX, SITE_PROMISES_MAX, type AdminSiteSettings, type DesignLang } from '@shop/contract';

/**
 * One language's service promises as lines of a text area: the lines typed are kept as they are
 * while the form holds the non-empty ones, trimmed, as the contract's list.
 */
export function PromisesField({ lang, control }: { lang: DesignLang; control: Control<AdminSiteSettings> }) {
  const { t } = useTranslation('home');
  const id = useId();
  const { field, fieldState } = useController({ name: `texts.${lang}.promises`, control });
  const [text, setText] = useState(() => (field.value ?? []).join('\n'));
  const problem = fieldState.invalid ? t('site.problems.promises', { count: SITE_PROMISES_MAX, max: SITE_PROMISE_MAX }) : '';
  return (
    <div className="mb-3">
      <label htmlFor={id} className="mb-1 block text-slate-700">
        {t('site.promises', { count: SITE_PROMISES_MAX })}
      </label>
      <textarea
        id={id}
        rows={4}
        value={text}
        aria-invalid={fieldState.invalid || undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onBlur={field.onBlur}
        onChange={(event) => {
          setText(event.target.value);
          field.onChange(
            event.target.value
              .split('\n')
              .map((line) => line.trim())
              .filter(Boolean),
          );
        }}
        className="w-full rounded-md border border-slate-300 px-3 py-2 outline-none focus:border-rose-600 focus:ring-2 focus:ring-rose-600/30"
      />
      {problem && (
        <p id={`${id}-problem`} role="alert" className="mt-1 text-xs text-red-600">
          {problem}
        </p>
      )}
    </div>
  );
}
