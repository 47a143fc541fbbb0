import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, LoadFailed, Skeleton } from '@shop/shared';
import { COMMERCE_NAMESPACE } from '../commerce-messages';
import { useRecommendedFeed } from './api/get-recommendations';
import { RecommendGrid, type RecommendColumns } from './recommend-card';

const subscribeToNothing = () => () => {};

/** How far below the screen the next page starts loading. */
const AHEAD = '600px';
/**
 * Pages loaded by scrolling alone; past them the feed waits for "Show more", so a shopper who keeps
 * scrolling reaches the footer (help, contact, licences) instead of chasing it down an endless list.
 */
export const AUTO_PAGES = 3;

function FeedSkeleton({ columns }: { columns: RecommendColumns }) {
  return (
    <div aria-hidden="true" className={`grid gap-4 ${columns === 4 ? 'grid-cols-4' : columns === 5 ? 'grid-cols-5' : 'grid-cols-6'}`}>
      {Array.from({ length: columns }, (_, n) => (
        <Skeleton key={n} className="aspect-[3/4]" />
      ))}
    </div>
  );
}

/** Loads the next page when the bottom of the list comes near the screen (a browser without an observer gets the button only). */
function useLoadWhenNear(load: () => void, active: boolean) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  useEffect(() => {
    const element = sentinel.current;
    if (!active || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && latest.current(), { rootMargin: `0px 0px ${AHEAD} 0px` });
    observer.observe(element);
    return () => observer.disconnect();
  }, [active]);
  return sentinel;
}

/**
 * "Guess you like": the member's own recommendations (the shop's popular goods for a visitor), a page
 * more each time the end of the list comes near (for the first `autoPages` pages), or on "Show more". Nothing is asked until the page
 * is in the browser, so a server-rendered page holds only the heading and the skeleton, the same as
 * the browser's first render: no member's list in the HTML and nothing to mismatch on hydration.
 */
export function RecommendFeed({
  columns = 5,
  size = 20,
  autoPages = AUTO_PAGES,
  className = '',
}: {
  columns?: RecommendColumns;
  size?: number;
  autoPages?: number;
  className?: string;
}) {
  const { t } = useTranslation(COMMERCE_NAMESPACE);
  const headingId = useId();
  // False on the server and while the browser hydrates its markup, true from the next render on.
  const inBrowser = useSyncExternalStore(subscribeToNothing, () => true, () => false);
  const feed = useRecommendedFeed(size, inBrowser);
  const list = feed.data?.pages.flatMap((page) => page.list) ?? [];
  const loadedPages = feed.data?.pages.length ?? 0;
  const more = Boolean(feed.hasNextPage) && !feed.isFetchingNextPage && !feed.isError && loadedPages < autoPages;
  const sentinel = useLoadWhenNear(() => void feed.fetchNextPage(), more);

  if (feed.data && list.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="mb-4 flex items-center gap-3 text-xl font-semibold text-slate-800">
        <span aria-hidden="true" className="h-5 w-1 rounded bg-rose-600" />
        {t('recommend.feed')}
      </h2>
      {list.length > 0 && <RecommendGrid list={list} columns={columns} label={t('recommend.feed')} />}
      <div ref={sentinel} aria-live="polite" className="mt-4 flex flex-col items-center gap-3 text-sm text-slate-500">
        {feed.isError ? (
          <LoadFailed message={t('recommend.failed')} onRetry={() => void (feed.data ? feed.fetchNextPage() : feed.refetch())} />
        ) : !feed.data || feed.isFetchingNextPage ? (
          <div role="status" aria-label={t('recommend.loading')} className="w-full">
            <FeedSkeleton columns={columns} />
          </div>
        ) : feed.hasNextPage ? (
          <Button variant="secondary" onClick={() => void feed.fetchNextPage()}>
            {t('recommend.more')}
          </Button>
        ) : (
          <p>{t('recommend.end')}</p>
        )}
      </div>
    </section>
  );
}
