import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DESIGN_LINKS_MAX, FOOTER_COLUMN_LINKS_MAX, FOOTER_COLUMNS_MAX, NAVIGATION_LINKS_MAX } from '@shop/contract';
import { DesignColorField } from '../fields/design-color-field';
import { DesignImageField } from '../fields/design-image-field';
import { DesignLinkList } from '../fields/design-link-list';
import { DesignSelectField } from '../fields/design-select-field';
import { DesignTextField } from '../fields/design-text-field';

/** The top bar: height, colours, the greeting and both link lists. */
export function TopSettings({ base }: { base: string }) {
  const { t } = useTranslation('home');
  const f = (key: string) => t(`editor.fields.${key}`);
  return (
    <div className="space-y-1">
      <div className="grid grid-cols-2 gap-x-3">
        <DesignSelectField name={`${base}.height_style`} label={f('heightStyle')} options={[1, 2].map((value) => ({ value, label: t(`editor.styles.top${value}`) }))} />
        <DesignColorField name={`${base}.background_color`} label={f('backgroundColor')} />
        <DesignColorField name={`${base}.border_color`} label={f('borderColor')} />
        <DesignColorField name={`${base}.text_color`} label={f('textColor')} />
      </div>
      <DesignTextField name={`${base}.data.0.tips`} label={f('tips')} />
      <DesignLinkList name={`${base}.data.0.list`} label={f('leftLinks')} max={DESIGN_LINKS_MAX} />
      <DesignLinkList name={`${base}.data.1.list`} label={f('rightLinks')} max={DESIGN_LINKS_MAX} />
    </div>
  );
}

/** The search bar: where the logo leads, the logo and the box's placeholder. */
export function SearchSettings({ base }: { base: string }) {
  const { t } = useTranslation('home');
  const f = (key: string) => t(`editor.fields.${key}`);
  return (
    <div>
      <DesignTextField name={`${base}.path`} label={f('logoLink')} placeholder={f('linkPlaceholder')} />
      <DesignImageField name={`${base}.logo`} label={f('logo')} />
      <DesignTextField name={`${base}.text`} label={f('searchText')} />
    </div>
  );
}

export function NavigationSettings({ base }: { base: string }) {
  const { t } = useTranslation('home');
  return <DesignLinkList name={`${base}.data`} label={t('editor.fields.navigation')} max={NAVIGATION_LINKS_MAX} />;
}

/** The footer: up to five link columns (the first link titles the column), a link row and the copyright. */
export function FooterSettings({ base }: { base: string }) {
  const { t } = useTranslation('home');
  const f = (key: string) => t(`editor.fields.${key}`);
  const { setValue, getValues } = useFormContext();
  const columns = (useWatch({ name: `${base}.data` }) as unknown[] | undefined) ?? [];
  const setColumns = (next: unknown[]) => setValue(`${base}.data`, next, { shouldDirty: true });
  return (
    <div className="space-y-3">
      {columns.map((_, index) => (
        <div key={`${columns.length}-${index}`}>
          <DesignLinkList name={`${base}.data.${index}`} label={t('editor.fields.footerColumn', { index: index + 1 })} max={FOOTER_COLUMN_LINKS_MAX} />
          <button
            type="button"
            onClick={() => setColumns((getValues(`${base}.data`) as unknown[]).filter((__, at) => at !== index))}
            className="text-xs text-red-600 hover:underline"
          >
            {t('editor.fields.removeColumn', { index: index + 1 })}
          </button>
        </div>
      ))}
      {columns.length < FOOTER_COLUMNS_MAX && (
        <button type="button" onClick={() => setColumns([...columns, []])} className="text-sm text-rose-600 hover:underline">
          {f('addColumn')}
        </button>
      )}
      <DesignLinkList name={`${base}.links`} label={f('footerLinks')} max={DESIGN_LINKS_MAX} />
      <DesignTextField name={`${base}.copyright`} label={f('copyright')} multiline />
    </div>
  );
}
