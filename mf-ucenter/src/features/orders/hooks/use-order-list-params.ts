import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { OrderTab } from '@shop/contract';
import { tabFromQuery } from '../lib/order-status';

function pageFromQuery(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * The list's tab and page live in the URL (`?status=unpaid&page=2`), so back, refresh and a shared
 * link show the same orders. Each change is a history entry; the defaults stay out of the URL.
 */
export function useOrderListParams() {
  const [params, setParams] = useSearchParams();
  const tab = tabFromQuery(params.get('status'));
  const page = pageFromQuery(params.get('page'));

  const show = useCallback(
    (next: { tab: OrderTab; page: number }) => {
      const query = new URLSearchParams();
      if (next.tab !== 'all') query.set('status', next.tab);
      if (next.page > 1) query.set('page', String(next.page));
      setParams(query);
    },
    [setParams],
  );

  const setTab = useCallback((next: OrderTab) => show({ tab: next, page: 1 }), [show]);
  const setPage = useCallback((next: number) => show({ tab, page: next }), [show, tab]);
  return { tab, page, setTab, setPage };
}
