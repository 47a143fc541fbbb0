import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadFailed, Pagination, SERVICE_PATH, Skeleton, helpArticlePath } from '@shop/shared';
import { useHelpSearch } from '../api/search-help';
import { HelpFrame } from './help-frame';
import { HighlightedText } from './highlighted-text';

function ResultsSkeleton() {
  const { t } = useTranslation('service');
  return (
    <div role="status" aria-label={t('help.search.loading')} className="space-y-6 py-2">
      {[0, 1, 2, 3].map((n) => (
        <div key={n} className="space-y-2">
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ))}
    </div>
  );
}

/** The page of results held in the URL (`&page=2`), so that back and a shared link keep it. */
function useSetPage() {
  const [, setParams] = useSearchParams();
  return useCallback(
    (page: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (page > 1) next.set('page', String(page));
        else next.delete('page');
        return next;
      }),
    [setParams],
  );
}

/** /page/view?q=: the matching articles, the words marked in each excerpt, paged; or a way on when nothing matches. */
export function HelpSearchResults({ q, page }: { q: string; page: number }) {
  const { t } = useTranslation('service');
  const results = useHelpSearch(q, page);
  const setPage = useSetPage();
  const headingId = useId();
  const data = results.data;
  return (
    <HelpFrame trail={[{ label: t('help.search.crumb') }]} query={q}>
      <section className="rounded-lg bg-white px-8 py-6" aria-busy={results.isPlaceholderData || undefined}>
        <h1 id={headingId} className="text-xl font-semibold text-slate-900">
          {t('help.search.heading', { q })}
        </h1>
        {data && <p className="mt-1 text-sm text-slate-500">{t('help.search.found', { count: data.total })}</p>}
        {data ? (
          data.list.length > 0 ? (
            <>
              <ol aria-labelledby={headingId} className="mt-4 divide-y divide-slate-100">
                {data.list.map((hit) => (
                  <li key={hit.id} className="py-4">
                    <div className="flex items-baseline gap-3">
                      <Link to={helpArticlePath(hit.id)} className="text-base font-medium text-slate-900 hover:text-rose-700 hover:underline">
                        <HighlightedText text={hit.title} query={q} />
                      </Link>
                      <span className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-600">{hit.category.name}</span>
                    </div>
                    <p className="mt-1.5 text-sm leading-6 text-slate-600">
                      <HighlightedText text={hit.excerpt} query={q} />
                    </p>
                  </li>
                ))}
              </ol>
              <Pagination page={data.page} size={data.size} total={data.total} onChange={setPage} className="mt-4 justify-center" />
            </>
          ) : (
            <div className="py-12 text-center">
              <p className="text-base text-slate-800">{t('help.search.empty', { q })}</p>
              <p className="mt-2 text-sm text-slate-500">{t('help.search.emptyHint')}</p>
              <Link to={SERVICE_PATH} className="mt-5 inline-block rounded-md bg-rose-600 px-5 py-2.5 text-sm font-medium text-white hover:bg-rose-700">
                {t('help.contact.link')}
              </Link>
            </div>
          )
        ) : results.isError ? (
          <LoadFailed onRetry={() => void results.refetch()} className="mt-4" />
        ) : (
          <ResultsSkeleton />
        )}
      </section>
    </HelpFrame>
  );
}
