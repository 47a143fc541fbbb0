import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs, HELP_PATH, type BreadcrumbItem } from '@shop/shared';
import { HelpSearchForm } from './help-search-form';
import { HelpSidebar } from './help-sidebar';

interface HelpFrameProps {
  /** Where the page is below "Help centre" (a category, an article, a search); nothing on the landing. */
  trail?: BreadcrumbItem[];
  /** The article shown, marked in the left column. */
  currentId?: number;
  /** The words searched, kept in the search box. */
  query?: string;
  /** On the landing the banner's question is the page's heading. */
  landing?: boolean;
  children: ReactNode;
}

/** Every help-centre page: Home › Help centre (› …), the search banner, the topics on the left, the page on the right. */
export function HelpFrame({ trail = [], currentId, query = '', landing = false, children }: HelpFrameProps) {
  const { t } = useTranslation('service');
  const BannerTitle = landing ? 'h1' : 'p';
  const items: BreadcrumbItem[] = [{ label: t('help.home'), to: '/index' }, { label: t('help.title'), to: HELP_PATH }, ...trail];
  return (
    <div className="mx-auto w-[1200px] py-4">
      <Breadcrumbs items={items} className="mb-3" />
      <div className="mb-4 flex items-center justify-between gap-8 rounded-lg bg-gradient-to-r from-rose-700 to-rose-600 px-8 py-6 text-white">
        <div>
          <BannerTitle className="text-xl font-semibold">{t('help.banner.title')}</BannerTitle>
          <p className="mt-1 text-sm text-rose-50">{t('help.banner.subtitle')}</p>
        </div>
        <HelpSearchForm key={query} initial={query} />
      </div>
      <div className="flex items-start gap-4">
        <HelpSidebar currentId={currentId} />
        <div className="min-w-0 flex-1">{children}</div>
      </div>
    </div>
  );
}
