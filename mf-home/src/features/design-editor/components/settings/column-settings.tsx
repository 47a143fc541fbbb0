import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DesignLang } from '@shop/contract';
import { DesignImageField } from '../fields/design-image-field';
import { DesignLinkFields } from '../fields/design-link-fields';
import { DesignSelectField } from '../fields/design-select-field';
import { DesignTextField } from '../fields/design-text-field';
import { GoodsIdsField } from '../fields/goods-ids-field';

/** A column: style (where the picture goes, 3 or 4 goods), title, 'more' link, picture and goods. */
export function ColumnSettings({ base, lang }: { base: string; lang: DesignLang }) {
  const { t } = useTranslation('home');
  const f = (key: string) => t(`editor.fields.${key}`);
  const style = useWatch({ name: `${base}.style` }) as unknown;
  return (
    <div>
      <DesignSelectField name={`${base}.style`} label={f('style')} options={[1, 2, 3].map((value) => ({ value, label: t(`editor.styles.column${value}`) }))} />
      <DesignTextField name={`${base}.title`} label={f('title')} />
      <DesignLinkFields name={`${base}.link`} label={f('moreLink')} />
      <DesignImageField name={`${base}.image`} label={f('image')} />
      <GoodsIdsField name={`${base}.list`} label={f('goods')} lang={lang} max={style === 3 ? 4 : 3} />
    </div>
  );
}
