import { useTranslation } from 'react-i18next';
import type { NavigationBlockValue } from '../types/design';
import { LinkList } from './link-list';

/** The navigation block: a row of design links. */
export function NavigationBlock({ value }: { value?: NavigationBlockValue }) {
  const { t } = useTranslation('common');
  const items = value?.data ?? value?.list ?? [];
  return (
    <nav data-block="navigation" aria-label={t('nav.label')} className="border-b-2 border-rose-600 bg-white">
      <LinkList items={items} className="mx-auto flex h-10 w-[1200px] items-center gap-8 text-[15px] font-medium text-slate-800" />
    </nav>
  );
}
