import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A list page number from the URL's `page` value: 1 when absent or malformed. */
export function pageFromQuery(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * A server-paged list's page in the URL (`?page=2`, page 1 left out), so back, refresh and a shared
 * link show the same page; the other query parameters stay.
 */
export function usePageParam(): { page: number; setPage: (page: number) => void } {
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
