import { useId, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

type AgreementCheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> & { error?: string };

export function AgreementCheckbox({ error, ...input }: AgreementCheckboxProps) {
  const { t } = useTranslation('ucenter');
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="flex cursor-pointer items-center gap-2 text-sm text-slate-600">
        <input
          id={id}
          type="checkbox"
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-4 w-4 accent-rose-600"
          {...input}
        />
        {t('register.agreement')}
      </label>
      <p id={`${id}-error`} role={error ? 'alert' : undefined} className="mt-1 min-h-5 text-xs text-red-600">
        {error ?? ''}
      </p>
    </div>
  );
}
