import { useTranslation } from 'react-i18next';
import { DESIGN_LINKS_MAX } from '@shop/contract';
import { DesignImageField } from '../fields/design-image-field';
import { DesignLinkList } from '../fields/design-link-list';
import { DesignTextField } from '../fields/design-text-field';

/** The category block: the menu (with sub-menus), the banner carousel and the member panel. */
export function CategorySettings({ base }: { base: string }) {
  const { t } = useTranslation('home');
  const f = (key: string) => t(`editor.fields.${key}`);
  return (
    <div className="space-y-3">
      <DesignLinkList name={`${base}.data`} label={f('menu')} max={DESIGN_LINKS_MAX} withChildren />
      <DesignLinkList name={`${base}.banner`} label={f('banners')} max={10} withImage withTitle={false} />
      <DesignTextField name={`${base}.user.tips`} label={f('tips')} />
      <DesignImageField name={`${base}.user.image`} label={f('avatar')} />
      <DesignLinkList name={`${base}.user.list`} label={f('promotions')} max={8} withImage />
    </div>
  );
}
