import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

type PagedAnswer = { list: unknown[]; total: number; size: number };

function pageFromQuery(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * A server-paged list's page in the URL (`?page=2`, page 1 left out), so back, refresh and a shared
 * link show the same page; the other query parameters stay.
 */
export function usePageParam() {
  const [params, setParams] = useSearchParams();
  const page = pageFromQuery(params.get('page'));
  const setPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const query = new URLSearchParams(current);
        if (next > 1) query.set('page', String(next));
        else query.delete('page');
        return query;
      }),
    [setParams],
  );
  return { page, setPage };
}

/**
 * Given a list's settled answer (not the previous page's shown meanwhile), a page emptied since (its
 * last items removed) gives way to the last page there is.
 */
export function useLastPageFallback(answer: PagedAnswer | null | undefined, page: number, setPage: (page: number) => void) {
  useEffect(() => {
    if (!answer || answer.list.length > 0 || answer.total === 0 || page === 1) return;
    setPage(Math.max(1, Math.ceil(answer.total / Math.max(1, answer.size))));
  }, [answer, page, setPage]);
}
