import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { WALLET_LOG_TABS, type WalletLogTab } from '@shop/contract';

const tabFrom = (raw: string | null): WalletLogTab => WALLET_LOG_TABS.find((tab) => tab === raw) ?? 'all';

function pageFrom(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * A log's tab and page, kept in the URL under the log's prefix (`?type=income&page=2` for the
 * balance log, `points_type`, `points_page` for the points log), so back, refresh and a shared link
 * show the same rows. The other log's parameters are kept; the defaults stay out of the URL.
 */
export function useLogParams(prefix: '' | 'points_') {
  const [params, setParams] = useSearchParams();
  const tab = tabFrom(params.get(`${prefix}type`));
  const page = pageFrom(params.get(`${prefix}page`));

  const show = useCallback(
    (next: { tab: WalletLogTab; page: number }) =>
      setParams((current) => {
        const query = new URLSearchParams(current);
        query.delete(`${prefix}type`);
        query.delete(`${prefix}page`);
        if (next.tab !== 'all') query.set(`${prefix}type`, next.tab);
        if (next.page > 1) query.set(`${prefix}page`, String(next.page));
        return query;
      }),
    [prefix, setParams],
  );

  const setTab = useCallback((next: WalletLogTab) => show({ tab: next, page: 1 }), [show]);
  const setPage = useCallback((next: number) => show({ tab, page: next }), [show, tab]);
  return { tab, page, setTab, setPage };
}
