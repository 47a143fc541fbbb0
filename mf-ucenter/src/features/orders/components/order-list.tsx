import { useEffect, useId, useState } from 'react';
import { LoadFailed, Pagination } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { useOrders } from '../api/get-orders';
import { useOrderQuery } from '../hooks/use-order-query';
import type { OrderCounts } from '../types';
import { OrderCard } from './order-card';
import { OrderCardSkeleton } from './order-card-skeleton';
import { OrderEmpty } from './order-empty';
import { OrderTabs, tabId } from './order-tabs';

/** The member's orders: tabs by status, one card per order, pages (all three kept in the URL). */
export function OrderList() {
  const { t } = useTranslation('ucenter');
  const idPrefix = useId();
  const panelId = `${idPrefix}-panel`;
  const { tab, page, setTab, setPage } = useOrderQuery();
  const { state, refresh } = useOrders(tab, page);
  // The counts stay on the tabs while another tab loads.
  const [lastCounts, setLastCounts] = useState<OrderCounts | null>(null);
  const counts = state.status === 'ready' ? state.data.counts : lastCounts;

  useEffect(() => {
    if (state.status !== 'ready') return;
    setLastCounts(state.data.counts);
    const { list, total, size } = state.data;
    // A page emptied meanwhile (the last order on it was cancelled): show the last page there is.
    if (list.length === 0 && total > 0 && page > 1) setPage(Math.max(1, Math.ceil(total / Math.max(1, size))));
  }, [state, page, setPage]);

  return (
    <div className="rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
      <OrderTabs current={tab} counts={counts} panelId={panelId} idPrefix={idPrefix} onSelect={setTab} />
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(idPrefix, tab)} className="p-5">
        <div aria-hidden="true" className="mb-3 flex rounded bg-slate-50 px-5 py-2 text-xs text-slate-500">
          <span className="flex-1">{t('orders.columns.goods')}</span>
          <span className="w-32 text-right">{t('orders.columns.price')}</span>
          <span className="w-44 text-center">{t('orders.columns.amount')}</span>
          <span className="w-40 text-center">{t('orders.columns.actions')}</span>
        </div>
        {state.status === 'loading' && <OrderCardSkeleton />}
        {state.status === 'failed' && <LoadFailed message={t('orders.failed')} onRetry={refresh} className="py-12" />}
        {state.status === 'ready' &&
          (state.data.list.length === 0 ? (
            <OrderEmpty tab={tab} />
          ) : (
            <>
              <div className="space-y-4">
                {state.data.list.map((order) => (
                  <OrderCard key={order.id} order={order} onChanged={refresh} />
                ))}
              </div>
              <Pagination page={page} size={state.data.size} total={state.data.total} onChange={setPage} showTotal className="mt-6 justify-end" />
            </>
          ))}
      </div>
    </div>
  );
}
