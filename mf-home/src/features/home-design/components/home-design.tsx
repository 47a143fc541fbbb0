import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { splitChrome } from '../chrome/split-chrome';
import { useHomeDesign } from '../hooks/use-home-design';
import { useShellChrome } from '../hooks/use-shell-chrome';
import { BlockRenderer } from './block-renderer';
import { HomeSkeleton } from './home-skeleton';

/** The home page: cached blocks at once, the skeleton until anything arrives, a retry if nothing can. */
export function HomeDesign() {
  const { t } = useTranslation('home');
  const { blocks, failed, reload } = useHomeDesign();
  const design = useMemo(() => (blocks ? splitChrome(blocks) : null), [blocks]);
  useShellChrome(design?.chrome ?? null);

  if (failed) {
    return (
      <div role="alert" className="mx-auto my-16 flex w-[1200px] flex-col items-center gap-4 text-slate-500">
        <p>{t('loadFailed')}</p>
        <button type="button" onClick={reload} className="rounded-md bg-rose-600 px-6 py-2 text-sm text-white hover:bg-rose-700">
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!design) return <HomeSkeleton />;
  return (
    <div data-testid="home-page" className="pb-8">
      <BlockRenderer blocks={design.content} />
    </div>
  );
}
