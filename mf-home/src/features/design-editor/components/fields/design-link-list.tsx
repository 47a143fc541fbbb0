import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DesignImageField } from './design-image-field';
import { DesignLinkFields } from './design-link-fields';
import { DesignTextField } from './design-text-field';

interface DesignLinkListProps {
  name: string;
  label: string;
  max: number;
  /** Lists that show pictures (promotions, banners). */
  withImage?: boolean;
  /** Banners have no title. */
  withTitle?: boolean;
  /** A category menu: each entry has links of its own under it. */
  withChildren?: boolean;
}

/** An editable list of titled links: add, remove, and move each up or down. */
export function DesignLinkList({ name, label, max, withImage = false, withTitle = true, withChildren = false }: DesignLinkListProps) {
  const { t } = useTranslation('home');
  const { control } = useFormContext();
  const { fields, append, remove, move } = useFieldArray({ control, name });
  const entry = (index: number) => t('editor.links.entry', { list: label, index: index + 1 });
  return (
    <fieldset className="rounded border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-700">{label}</legend>
      {fields.length === 0 && <p className="mb-2 text-xs text-slate-500">{t('editor.links.empty')}</p>}
      <ol className="space-y-3">
        {fields.map((field, index) => (
          <li key={field.id} aria-label={entry(index)} className="rounded bg-slate-50 p-2">
            {withTitle && <DesignTextField name={`${name}.${index}.title`} label={t('editor.fields.linkTitle')} />}
            <DesignLinkFields name={`${name}.${index}.link`} label={t('editor.fields.link')} />
            {withImage && <DesignImageField name={`${name}.${index}.image`} label={t('editor.fields.image')} />}
            {withChildren && <DesignLinkList name={`${name}.${index}.children`} label={t('editor.links.children', { title: entry(index) })} max={40} />}
            <div className="flex gap-3 text-xs">
              <button type="button" disabled={index === 0} aria-label={t('editor.links.up', { entry: entry(index) })} onClick={() => move(index, index - 1)} className="text-slate-600 hover:text-rose-600 disabled:text-slate-300">
                {t('editor.actions.up')}
              </button>
              <button type="button" disabled={index === fields.length - 1} aria-label={t('editor.links.down', { entry: entry(index) })} onClick={() => move(index, index + 1)} className="text-slate-600 hover:text-rose-600 disabled:text-slate-300">
                {t('editor.actions.down')}
              </button>
              <button type="button" aria-label={t('editor.links.remove', { entry: entry(index) })} onClick={() => remove(index)} className="text-red-600 hover:underline">
                {t('editor.actions.remove')}
              </button>
            </div>
          </li>
        ))}
      </ol>
      {fields.length < max && (
        <button
          type="button"
          onClick={() => append({ ...(withTitle ? { title: '' } : {}), link: { path: '', params: { type: 1 } }, ...(withImage ? { image: '' } : {}), ...(withChildren ? { children: [] } : {}) })}
          className="mt-2 text-sm text-rose-600 hover:underline"
        >
          {t('editor.links.add', { list: label })}
        </button>
      )}
    </fieldset>
  );
}
