import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TableSort } from './data-table';

/**
 * A back-office table's page, sort and filters, kept in the URL so that a reload, the back button
 * or a shared link shows the same rows. Changing a filter or the sort goes back to page 1.
 */
export function useTableParams<Filters extends Record<string, string>>(defaults: { sort: string; order?: 'asc' | 'desc'; filters: Filters }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const sort: TableSort = {
    sort: params.get('sort') ?? defaults.sort,
    order: params.get('order') === 'asc' ? 'asc' : params.get('order') === 'desc' ? 'desc' : (defaults.order ?? 'desc'),
  };
  const filterKey = Object.keys(defaults.filters)
    .map((key) => params.get(key) ?? '')
    .join('\u0000');
  const filters = useMemo(
    () => Object.fromEntries(Object.entries(defaults.filters).map(([key, fallback]) => [key, params.get(key) ?? fallback])) as Filters,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- recomputed when a filter's value in the URL changes
    [filterKey],
  );
  const update = useCallback(
    (changes: Record<string, string | number | undefined>, keepPage = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (!keepPage) next.delete('page');
          return next;
        },
        { replace: false },
      ),
    [setParams],
  );
  return {
    page,
    sort,
    filters,
    setPage: (next: number) => update({ page: next }, true),
    setSort: (next: TableSort) => update({ sort: next.sort, order: next.order }),
    setFilters: (next: Partial<Filters>) => update(next),
  };
}
