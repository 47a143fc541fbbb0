import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export const INVOICE_TABS = ['headers', 'orders'] as const;
export type InvoiceTab = (typeof INVOICE_TABS)[number];

/**
 * The box's tab and the invoiced orders' page live in the URL (`?tab=orders&page=2`), so back,
 * refresh and a shared link show the same; the defaults stay out of the URL.
 */
export function useInvoiceTab() {
  const [params, setParams] = useSearchParams();
  const tab: InvoiceTab = params.get('tab') === 'orders' ? 'orders' : 'headers';
  const raw = Number(params.get('page'));
  const page = tab === 'orders' && Number.isInteger(raw) && raw > 1 ? raw : 1;

  const show = useCallback(
    (next: InvoiceTab, nextPage = 1) => {
      const query = new URLSearchParams();
      if (next === 'orders') query.set('tab', next);
      if (next === 'orders' && nextPage > 1) query.set('page', String(nextPage));
      setParams(query);
    },
    [setParams],
  );
  const setPage = useCallback((next: number) => show('orders', next), [show]);
  return { tab, page, setTab: show, setPage };
}
