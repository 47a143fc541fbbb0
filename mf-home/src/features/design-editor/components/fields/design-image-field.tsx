import { useTranslation } from 'react-i18next';
import { DesignTextField } from './design-text-field';

/** A picture setting: a path of the shop or an http(s) address, empty for none. */
export function DesignImageField({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation('home');
  return <DesignTextField name={name} label={label} placeholder={t('editor.fields.imagePlaceholder')} says={{ wrong: t('editor.problems.format') }} />;
}
