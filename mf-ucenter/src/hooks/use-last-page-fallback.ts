import { useEffect } from 'react';

type PagedAnswer = { list: unknown[]; total: number; size: number };

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
