import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DesignTextField } from './design-text-field';

/** Where a block leads: a path of the shop (`/goods/index`) or, opened in a new tab, an external URL. */
export function DesignLinkFields({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation('home');
  const { control } = useFormContext();
  // The contract refuses a path that does not fit the link's kind (empty is no link, unless it is external).
  const linkRule = t('editor.problems.link');
  return (
    <div className="grid grid-cols-[1fr_auto] items-start gap-2">
      <DesignTextField name={`${name}.path`} label={label} placeholder={t('editor.fields.linkPlaceholder')} says={{ required: linkRule, wrong: linkRule }} />
      <Controller
        control={control}
        name={`${name}.params.type`}
        render={({ field }) => (
          <label className="mt-6 flex h-10 items-center gap-1 text-xs text-slate-600">
            <input
              type="checkbox"
              ref={field.ref}
              checked={field.value === 2}
              onChange={(event) => field.onChange(event.target.checked ? 2 : 1)}
              className="h-4 w-4 accent-rose-600"
            />
            {t('editor.fields.external')}
          </label>
        )}
      />
    </div>
  );
}
