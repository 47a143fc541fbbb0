import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderTab } from '@shop/contract';
import { tabElementId } from '@shop/commerce';
import { LoadFailed, Pagination } from '@shop/shared';
import { CardsSkeleton } from '@/components/cards-skeleton';
import { useOrders } from '../api/get-orders';
import { useOrderListParams } from '../hooks/use-order-list-params';
import { OrderCard } from './order-card';
import { OrderEmpty } from './order-empty';
import { OrderTabs } from './order-tabs';

interface OrderCardsProps {
  tab: OrderTab;
  page: number;
  setPage: (page: number) => void;
}

/**
 * The cards of one tab and page. While another tab or page loads, the previous orders stay, dimmed;
 * an empty previous page gives way to the skeleton rather than announce the wrong tab as empty.
 */
function OrderCards({ tab, page, setPage }: OrderCardsProps) {
  const { t } = useTranslation('ucenter');
  const { data, isError, isPlaceholderData, refetch } = useOrders(tab, page);

  if (!data || (isPlaceholderData && data.list.length === 0)) {
    if (isError) return <LoadFailed message={t('orders.failed')} onRetry={() => void refetch()} className="py-12" />;
    return <CardsSkeleton label={t('orders.loading')} />;
  }
  if (data.list.length === 0) return <OrderEmpty tab={tab} />;
  return (
    <div className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
      <div className="space-y-4">
        {data.list.map((order) => (
          <OrderCard key={order.id} order={order} />
        ))}
      </div>
      <Pagination page={page} size={data.size} total={data.total} onChange={setPage} showTotal className="mt-6 justify-end" />
    </div>
  );
}

/** The member's orders: tabs by status, one card per order, pages (all three kept in the URL). */
export function OrderList() {
  const { t } = useTranslation('ucenter');
  const idPrefix = useId();
  const panelId = `${idPrefix}-panel`;
  const { tab, page, setTab, setPage } = useOrderListParams();
  // The same query as the cards' (one request): the counts stay on the tabs while another tab loads.
  const { data, isPlaceholderData } = useOrders(tab, page);

  useEffect(() => {
    if (!data || isPlaceholderData) return;
    const { list, total, size } = data;
    // A page emptied meanwhile (the last order on it was cancelled): show the last page there is.
    if (list.length === 0 && total > 0 && page > 1) setPage(Math.max(1, Math.ceil(total / Math.max(1, size))));
  }, [data, isPlaceholderData, page, setPage]);

  return (
    <div className="rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
      <OrderTabs current={tab} counts={data?.counts ?? null} panelId={panelId} idPrefix={idPrefix} onSelect={setTab} />
      <div id={panelId} role="tabpanel" aria-labelledby={tabElementId(idPrefix, tab)} aria-busy={isPlaceholderData || undefined} className="p-5">
        <div aria-hidden="true" className="mb-3 flex rounded bg-slate-50 px-5 py-2 text-xs text-slate-500">
          <span className="flex-1">{t('orders.columns.goods')}</span>
          <span className="w-32 text-right">{t('orders.columns.price')}</span>
          <span className="w-44 text-center">{t('orders.columns.amount')}</span>
          <span className="w-40 text-center">{t('orders.columns.actions')}</span>
        </div>
        <OrderCards tab={tab} page={page} setPage={setPage} />
      </div>
    </div>
  );
}
