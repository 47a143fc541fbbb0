import { useTranslation } from 'react-i18next';
import { DesignColorField } from '../fields/design-color-field';
import { DesignFlagField } from '../fields/design-flag-field';
import { DesignLinkFields } from '../fields/design-link-fields';
import { DesignNumberField } from '../fields/design-number-field';
import { DesignSelectField } from '../fields/design-select-field';
import { DesignTextField } from '../fields/design-text-field';

/** A title: style, words, colours, font sizes, margin, the 'more' link and the subtitle. */
export function TitleSettings({ base }: { base: string }) {
  const { t } = useTranslation('home');
  const f = (key: string) => t(`editor.fields.${key}`);
  return (
    <div className="grid grid-cols-2 gap-x-3">
      <DesignSelectField name={`${base}.style`} label={f('style')} options={[1, 2].map((value) => ({ value, label: t(`editor.styles.title${value}`) }))} />
      <DesignNumberField name={`${base}.margin`} label={f('margin')} min={0} max={100} />
      <div className="col-span-2">
        <DesignTextField name={`${base}.title`} label={f('title')} />
      </div>
      <DesignColorField name={`${base}.title_color`} label={f('titleColor')} />
      <DesignNumberField name={`${base}.title_font_size`} label={f('titleFontSize')} min={12} max={48} />
      <DesignColorField name={`${base}.background_color`} label={f('backgroundColor')} />
      <DesignFlagField name={`${base}.title_line`} label={f('titleLine')} />
      <DesignFlagField name={`${base}.is_subtitle`} label={f('isSubtitle')} />
      <DesignFlagField name={`${base}.is_more`} label={f('isMore')} />
      <div className="col-span-2">
        <DesignTextField name={`${base}.subtitle`} label={f('subtitle')} />
      </div>
      <DesignColorField name={`${base}.subtitle_color`} label={f('subtitleColor')} />
      <DesignNumberField name={`${base}.subtitle_font_size`} label={f('subtitleFontSize')} min={10} max={32} />
      <DesignTextField name={`${base}.moretitle`} label={f('moreTitle')} />
      <DesignColorField name={`${base}.more_color`} label={f('moreColor')} />
      <DesignNumberField name={`${base}.more_font_size`} label={f('moreFontSize')} min={10} max={32} />
      <div className="col-span-2">
        <DesignLinkFields name={`${base}.link`} label={f('moreLink')} />
      </div>
    </div>
  );
}
