import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { InvoiceState } from '@shop/contract';
import { formatDate, LoadFailed, orderDetailPath, Pagination, Price, Skeleton } from '@shop/shared';
import { INVOICED_ORDERS_PAGE_SIZE, useInvoicedOrders } from '../api/get-invoiced-orders';

const STATE_STYLE: Record<InvoiceState, string> = {
  pending: 'bg-amber-50 text-amber-800',
  issued: 'bg-emerald-50 text-emerald-700',
  cancelled: 'bg-slate-100 text-slate-600',
  refunded: 'bg-rose-50 text-rose-700',
};

/** The member's orders that asked for an invoice, a page at a time, each leading to its order. */
export function InvoicedOrders({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('ucenter');
  const orders = useInvoicedOrders(page);

  if (orders.isPending) {
    return (
      <div aria-busy="true" aria-label={t('invoice.orders.loading')}>
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} className="mb-2 h-11" />
        ))}
      </div>
    );
  }
  if (orders.isError) return <LoadFailed onRetry={() => void orders.refetch()} message={t('invoice.orders.failed')} />;
  const { list, total } = orders.data;
  if (list.length === 0) return <p className="rounded-lg border border-dashed border-slate-200 py-16 text-center text-sm text-slate-500">{t('invoice.orders.empty')}</p>;

  const columns = ['orderNo', 'date', 'header', 'type', 'amount', 'state'] as const;
  return (
    <div aria-busy={orders.isPlaceholderData || undefined}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('invoice.orders.caption')}</caption>
        <thead className="bg-slate-50 text-xs text-slate-500">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={`px-3 py-2.5 font-medium ${column === 'amount' ? 'text-right' : ''}`}>
                {t(`invoice.orders.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {list.map((order) => (
            <tr key={order.order_id} className="border-b border-slate-100">
              <td className="px-3 py-3">
                <Link to={orderDetailPath(order.order_id)} className="font-mono text-rose-700 hover:underline">
                  {order.order_no}
                </Link>
              </td>
              <td className="px-3 py-3 text-slate-600">{formatDate(order.created_at)}</td>
              <td className="px-3 py-3 text-slate-800">
                {order.header} <span className="text-xs text-slate-500">({t(`invoice.headerTypes.${order.header_type}`)})</span>
              </td>
              <td className="px-3 py-3 text-slate-600">{t(`invoice.types.${order.invoice_type}`)}</td>
              <td className="px-3 py-3 text-right">
                <Price value={order.amount} className="text-slate-800" />
              </td>
              <td className="px-3 py-3">
                <span className={`rounded px-2 py-0.5 text-xs ${STATE_STYLE[order.state]}`}>{t(`invoice.states.${order.state}`)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination page={page} size={INVOICED_ORDERS_PAGE_SIZE} total={total} onChange={onPage} className="mt-6 justify-end" />
      <p className="mt-4 text-xs text-slate-500">{t('invoice.orders.stateNote')}</p>
    </div>
  );
}
