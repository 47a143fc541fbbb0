import { useTranslation } from 'react-i18next';
import { LINE_STYLES } from '@shop/contract';
import { DesignColorField } from '../fields/design-color-field';
import { DesignNumberField } from '../fields/design-number-field';
import { DesignSelectField } from '../fields/design-select-field';

/** A blank spacer: its height and colour. */
export function BlankSettings({ base }: { base: string }) {
  const { t } = useTranslation('home');
  return (
    <div className="grid grid-cols-2 gap-x-3">
      <DesignNumberField name={`${base}.height`} label={t('editor.fields.height')} min={1} max={500} />
      <DesignColorField name={`${base}.background_color`} label={t('editor.fields.backgroundColor')} />
    </div>
  );
}

/** A dividing line: margins, style and colour. */
export function LineSettings({ base }: { base: string }) {
  const { t } = useTranslation('home');
  const f = (key: string) => t(`editor.fields.${key}`);
  return (
    <div className="grid grid-cols-2 gap-x-3">
      <DesignNumberField name={`${base}.margin_vertical`} label={f('marginVertical')} min={0} max={200} />
      <DesignNumberField name={`${base}.margin_horizontal`} label={f('marginHorizontal')} min={0} max={600} />
      <DesignSelectField name={`${base}.style`} label={f('lineStyle')} options={LINE_STYLES.map((value) => ({ value, label: t(`editor.styles.${value}`) }))} />
      <DesignColorField name={`${base}.fill_color`} label={f('fillColor')} />
    </div>
  );
}
