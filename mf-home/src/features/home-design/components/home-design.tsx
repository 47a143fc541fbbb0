import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RecommendFeed } from '@shop/commerce';
import { useSettingsStore } from '@shop/shared';
import { useHomeDesign } from '../api/get-home-design';
import { splitChrome } from '../lib/split-chrome';
import { useShellChrome } from '../hooks/use-shell-chrome';
import { BlockRenderer } from '@/components/block-renderer';
import { HomeSkeleton } from './home-skeleton';

/** The page's one h1, for those who navigate by headings: the design itself has no room for it. */
function HomeHeading() {
  const { t } = useTranslation('home');
  const site = useSettingsStore((s) => s.settings?.title);
  return <h1 className="sr-only">{site ? t('heading', { site }) : t('headingFallback')}</h1>;
}

/** The home page. */
export function HomeDesign() {
  return (
    <>
      <HomeHeading />
      <HomeContent />
    </>
  );
}

/** Cached blocks at once, the skeleton until anything arrives, a retry if nothing can. */
function HomeContent() {
  const { t } = useTranslation('home');
  const { data: blocks, isError, refetch } = useHomeDesign();
  const design = useMemo(() => (blocks ? splitChrome(blocks) : null), [blocks]);
  useShellChrome(design?.chrome ?? null);

  // A failure with a design to show (the one kept from the last visit) keeps showing it.
  if (!design && isError) {
    return (
      <div role="alert" className="mx-auto my-16 flex w-[1200px] flex-col items-center gap-4 text-slate-600">
        <p>{t('loadFailed')}</p>
        <button type="button" onClick={() => void refetch()} className="rounded-md bg-rose-700 px-6 py-2 text-sm text-white hover:bg-rose-800">
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!design) return <HomeSkeleton />;
  return (
    <div data-testid="home-page" className="pb-8">
      <BlockRenderer blocks={design.content} />
      {/* Loaded in the browser only, after the design: the member's own list is never in the server's HTML. */}
      <RecommendFeed className="mx-auto mt-10 w-[1200px]" columns={5} size={20} />
    </div>
  );
}
