import { useTranslation } from 'react-i18next';
import { DesignColorField } from '../fields/design-color-field';
import { DesignNumberField } from '../fields/design-number-field';
import { DesignTextField } from '../fields/design-text-field';

const RADII = ['radiusLT', 'radiusRT', 'radiusLB', 'radiusRB'] as const;

/** A text block: its HTML (the shop sanitises it), background, corner radii and margins. */
export function TextSettings({ base }: { base: string }) {
  const { t } = useTranslation('home');
  const f = (key: string) => t(`editor.fields.${key}`);
  return (
    <div className="grid grid-cols-2 gap-x-3">
      <div className="col-span-2">
        <DesignTextField name={`${base}.content`} label={f('content')} multiline />
      </div>
      <DesignColorField name={`${base}.background_color`} label={f('backgroundColor')} />
      <div />
      {RADII.map((radius) => (
        <DesignNumberField key={radius} name={`${base}.${radius}`} label={f(radius)} min={0} max={100} />
      ))}
      <DesignNumberField name={`${base}.marginLR`} label={f('marginLR')} min={0} max={300} />
      <DesignNumberField name={`${base}.marginTB`} label={f('marginTB')} min={0} max={300} />
    </div>
  );
}
