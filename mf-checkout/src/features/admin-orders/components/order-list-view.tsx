import { useTranslation } from 'react-i18next';
import { COMMERCE_NAMESPACE } from '@shop/commerce';
import { Link } from 'react-router-dom';
import { ADMIN_ORDER_SORTS, DELIVERY_TYPES, ORDER_STATUSES, type AdminOrderListParams, type AdminOrderRow } from '@shop/contract';
import { DataTable, formatDateTime, LoadFailed, Pagination, Price, useTableParams, type DataColumn } from '@shop/shared';
import { FilterTabs } from '@/components/filter-tabs';
import { orderStatusText, statusTone } from '@/components/order-status-text';
import { SearchFilters } from '@/components/search-filters';
import { knownSort, setFilters } from '@/lib/table-query';
import { useAdminOrders } from '../api/get-admin-orders';
import { OrderGroupBadge } from './order-group-state';

const PAGE_SIZE = 20;


/** /admin/order/index: status tabs with counts, the filter row, the orders table sorted on the server, and the pages. */
export function OrderListView() {
  const { t } = useTranslation('checkout');
  // Points are worded as on the order's printout (@shop/commerce).
  const { t: printed } = useTranslation(COMMERCE_NAMESPACE);
  const table = useTableParams({ sort: 'created_at', filters: { status: '', delivery: '', keyword: '', date_from: '', date_to: '' } });
  const params: AdminOrderListParams = { page: table.page, size: PAGE_SIZE, sort: knownSort(table.sort.sort, ADMIN_ORDER_SORTS, 'created_at'), order: table.sort.order, ...setFilters(table.filters) };
  const orders = useAdminOrders(params);
  const counts = orders.data?.status_counts;
  const columns: DataColumn<AdminOrderRow>[] = [
    {
      key: 'order_no',
      header: t('adminOrder.list.columns.orderNo'),
      cell: (row) => (
        <Link to={`/admin/order/detail?id=${row.id}`} aria-label={t('adminOrder.list.open', { orderNo: row.order_no })} className="font-mono text-rose-600 hover:underline">
          {row.order_no}
        </Link>
      ),
    },
    { key: 'member', header: t('adminOrder.list.columns.member'), cell: (row) => row.member.nickname || row.member.username },
    { key: 'recipient', header: t('adminOrder.list.columns.recipient'), cell: (row) => (row.recipient ? `${row.recipient} ${row.mobile ?? ''}` : row.store_name) },
    { key: 'items', header: t('adminOrder.list.columns.items'), align: 'right', cell: (row) => <span className="whitespace-nowrap">{t('adminOrder.list.itemCount', { count: row.item_count })}</span> },
    { key: 'amount', header: t('adminOrder.list.columns.amount'), align: 'right', sortable: true, cell: (row) => (
        <span className="flex flex-col items-end">
          <Price value={row.amount} />
          {row.points_spent > 0 ? <span className="whitespace-nowrap text-xs text-slate-500">{printed('order.points', { count: row.points_spent })}</span> : null}
        </span>
      ),
    },
    {
      key: 'status',
      header: t('adminOrder.list.columns.status'),
      cell: (row) => (
        <span className="flex flex-col items-start gap-1">
          <span className={`whitespace-nowrap ${statusTone(row.status)}`}>{orderStatusText(t, row.status, row.delivery)}</span>
          {row.group ? <OrderGroupBadge group={row.group} /> : null}
        </span>
      ),
    },
    { key: 'delivery', header: t('adminOrder.list.columns.delivery'), cell: (row) => t(`adminOrder.delivery.${row.delivery}`) },
    { key: 'created_at', header: t('adminOrder.list.columns.createdAt'), sortable: true, cell: (row) => <span className="whitespace-nowrap">{formatDateTime(row.created_at)}</span> },
    { key: 'paid_at', header: t('adminOrder.list.columns.paidAt'), sortable: true, cell: (row) => (row.paid_at ? <span className="whitespace-nowrap">{formatDateTime(row.paid_at)}</span> : <span className="text-slate-500">{t('adminOrder.list.notPaid')}</span>) },
  ];
  const tabs = [
    { value: '', label: t('adminOrder.status.all'), count: counts?.reduce((sum, row) => sum + row.count, 0) },
    ...ORDER_STATUSES.map((status) => ({ value: String(status), label: t(`adminOrder.status.${status}`), count: counts?.find((row) => row.status === status)?.count })),
  ];
  const { keyword, date_from, date_to, delivery } = table.filters;
  return (
    <div className="space-y-3 text-sm">
      <SearchFilters
        key={[keyword, date_from, date_to, delivery].join('|')}
        label={t('adminOrder.filters.label')}
        placeholder={t('adminOrder.filters.keywordPlaceholder')}
        values={{ keyword, date_from, date_to, choice: delivery }}
        choice={{ label: t('adminOrder.filters.delivery'), anyLabel: t('adminOrder.filters.anyDelivery'), options: DELIVERY_TYPES.map((value) => ({ value, label: t(`adminOrder.delivery.${value}`) })) }}
        onApply={({ choice, ...rest }) => table.setFilters({ ...rest, delivery: choice })}
      />
      <div className="rounded border border-slate-200 bg-white p-3">
        <FilterTabs counted label={t('adminOrder.filters.tabs')} tabs={tabs} value={table.filters.status} onChange={(status) => table.setFilters({ status })} />
        <div className="mt-3">
          {orders.isError && !orders.data ? (
            <LoadFailed message={t('adminOrder.loadFailed')} onRetry={() => void orders.refetch()} />
          ) : (
            <DataTable
              label={t('adminOrder.list.label')}
              columns={columns}
              rows={orders.data?.list}
              rowKey={(row) => row.id}
              loading={orders.isFetching}
              // A whole page of skeleton rows: the frame scrolls from the first paint, so its width (and the tabs' wrapping) stays put when the orders arrive.
              skeletonRows={PAGE_SIZE}
              empty={t('adminOrder.list.empty')}
              sort={table.sort}
              onSort={table.setSort}
            />
          )}
          {orders.data ? <Pagination page={orders.data.page} size={orders.data.size} total={orders.data.total} onChange={table.setPage} showTotal className="mt-3 justify-end" /> : null}
        </div>
      </div>
    </div>
  );
}
