import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_REFUND_SORTS, REFUND_KINDS, REFUND_STATES, type AdminRefund, type AdminRefundListParams } from '@shop/contract';
import { Button, DataTable, formatDateTime, LoadFailed, Pagination, Permission, Price, useTableParams, type DataColumn } from '@shop/shared';
import { FilterTabs } from '@/components/filter-tabs';
import { SearchFilters } from '@/components/search-filters';
import { knownSort, setFilters } from '@/lib/table-query';
import type { Decision } from '../api/decide-refund';
import { useAdminRefunds } from '../api/get-admin-refunds';
import { RefundDecisionDialog } from './refund-decision-dialog';

const PAGE_SIZE = 20;
const STATUS_TONES: Record<AdminRefund['status'], string> = {
  pending: 'bg-amber-50 text-amber-700',
  approved: 'bg-emerald-50 text-emerald-700',
  rejected: 'bg-rose-50 text-rose-700',
  cancelled: 'bg-slate-100 text-slate-600',
};


/** /admin/order/refund: every member's after-sales requests, with approve and reject for those who may review them. */
export function RefundListView() {
  const { t } = useTranslation('checkout');
  const table = useTableParams({ sort: 'created_at', filters: { status: '', kind: '', keyword: '', date_from: '', date_to: '' } });
  const params: AdminRefundListParams = { page: table.page, size: PAGE_SIZE, sort: knownSort(table.sort.sort, ADMIN_REFUND_SORTS, 'created_at'), order: table.sort.order, ...setFilters(table.filters) };
  const refunds = useAdminRefunds(params);
  const [deciding, setDeciding] = useState<{ refund: AdminRefund; decision: Decision } | null>(null);
  const columns: DataColumn<AdminRefund>[] = [
    { key: 'refund_no', header: t('adminRefund.list.columns.refundNo'), cell: (row) => <span className="font-mono">{row.refund_no}</span> },
    {
      key: 'order',
      header: t('adminRefund.list.columns.order'),
      cell: (row) => (
        <Link to={`/admin/order/detail?id=${row.order_id}`} aria-label={t('adminRefund.list.openOrder', { orderNo: row.order_no })} className="font-mono text-rose-600 hover:underline">
          {row.order_no}
        </Link>
      ),
    },
    { key: 'member', header: t('adminRefund.list.columns.member'), cell: (row) => row.member.nickname || row.member.username },
    { key: 'kind', header: t('adminRefund.list.columns.kind'), cell: (row) => t(`adminRefund.kinds.${row.kind}`) },
    { key: 'reason', header: t('adminRefund.list.columns.reason'), cell: (row) => t(`adminRefund.reasons.${row.reason}`) },
    { key: 'amount', header: t('adminRefund.list.columns.amount'), align: 'right', sortable: true, cell: (row) => <Price value={row.amount} /> },
    { key: 'status', header: t('adminRefund.list.columns.status'), cell: (row) => <span className={`rounded px-1.5 py-0.5 text-xs ${STATUS_TONES[row.status]}`}>{t(`adminRefund.status.${row.status}`)}</span> },
    { key: 'created_at', header: t('adminRefund.list.columns.createdAt'), sortable: true, cell: (row) => formatDateTime(row.created_at) },
    {
      key: 'actions',
      header: t('adminRefund.list.columns.actions'),
      cell: (row) =>
        row.status === 'pending' ? (
          <Permission allow={['refund.review']}>
            <div className="flex gap-2">
              <Button className="h-7 px-3 text-xs" aria-label={`${t('adminRefund.approve')} ${row.refund_no}`} onClick={() => setDeciding({ refund: row, decision: 'approve' })}>
                {t('adminRefund.approve')}
              </Button>
              <Button variant="secondary" className="h-7 px-3 text-xs" aria-label={`${t('adminRefund.reject')} ${row.refund_no}`} onClick={() => setDeciding({ refund: row, decision: 'reject' })}>
                {t('adminRefund.reject')}
              </Button>
            </div>
          </Permission>
        ) : null,
    },
  ];
  const tabs = [{ value: '', label: t('adminRefund.status.all') }, ...REFUND_STATES.map((status) => ({ value: status, label: t(`adminRefund.status.${status}`) }))];
  const { keyword, date_from, date_to, kind } = table.filters;
  return (
    <div className="space-y-3 text-sm">
      <SearchFilters
        key={[keyword, date_from, date_to, kind].join('|')}
        label={t('adminRefund.filters.label')}
        placeholder={t('adminRefund.filters.keywordPlaceholder')}
        values={{ keyword, date_from, date_to, choice: kind }}
        choice={{ label: t('adminRefund.kind'), anyLabel: t('adminRefund.anyKind'), options: REFUND_KINDS.map((value) => ({ value, label: t(`adminRefund.kinds.${value}`) })) }}
        onApply={({ choice, ...rest }) => table.setFilters({ ...rest, kind: choice })}
      />
      <div className="rounded border border-slate-200 bg-white p-3">
        <FilterTabs label={t('adminRefund.filters.tabs')} tabs={tabs} value={table.filters.status} onChange={(status) => table.setFilters({ status })} />
        <div className="mt-3">
          {refunds.isError && !refunds.data ? (
            <LoadFailed message={t('adminRefund.loadFailed')} onRetry={() => void refunds.refetch()} />
          ) : (
            <DataTable
              label={t('adminRefund.list.label')}
              columns={columns}
              rows={refunds.data?.list}
              rowKey={(row) => row.id}
              loading={refunds.isFetching}
              empty={t('adminRefund.list.empty')}
              sort={table.sort}
              onSort={table.setSort}
            />
          )}
          {refunds.data ? <Pagination page={refunds.data.page} size={refunds.data.size} total={refunds.data.total} onChange={table.setPage} showTotal className="mt-3 justify-end" /> : null}
        </div>
      </div>
      {deciding ? <RefundDecisionDialog refund={deciding.refund} decision={deciding.decision} onClose={() => setDeciding(null)} /> : null}
    </div>
  );
}
