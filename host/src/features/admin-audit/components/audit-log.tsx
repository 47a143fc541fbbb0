import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditLogRow } from '@shop/contract';
import { FilterBar, FilterDateInput, FilterInput } from '@shop/forms';
import { DataTable, formatDateTime, LoadFailed, Pagination, useTableParams, type DataColumn } from '@shop/shared';
import { useAuditLog } from '../api/get-audit-log';
import { AUDIT_FILTERS, AUDIT_PAGE_SIZE, auditQueryOf } from './audit-query';
import { ChangeDetails } from './change-details';

/** Every change back-office users made: filtered and paged on the server, each row opening on its before and after. */
export function AuditLog() {
  const { t } = useTranslation('backOffice');
  const { page, sort, filters, setPage, setSort, setFilters } = useTableParams({ sort: 'created_at', filters: AUDIT_FILTERS });
  const log = useAuditLog(auditQueryOf(page, sort.order, filters));
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const columns: DataColumn<AuditLogRow>[] = [
    {
      key: 'expand',
      header: <span className="sr-only">{t('audit.details')}</span>,
      width: 'w-10',
      cell: (row) => (
        <button
          type="button"
          aria-expanded={open.has(row.id)}
          aria-label={t('audit.detailsOf', { action: row.action, id: row.id })}
          onClick={() => toggle(row.id)}
          className="flex h-6 w-6 items-center justify-center rounded text-slate-500 hover:bg-slate-100 hover:text-rose-700"
        >
          <span aria-hidden="true" className={`text-[10px] transition-transform ${open.has(row.id) ? '' : '-rotate-90'}`}>
            ▼
          </span>
        </button>
      ),
    },
    { key: 'created_at', header: t('audit.time'), sortable: true, width: 'w-44', cell: (row) => formatDateTime(row.created_at) },
    { key: 'staff_username', header: t('audit.user'), cell: (row) => row.staff_username },
    { key: 'action', header: t('audit.action'), cell: (row) => <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">{row.action}</code> },
    { key: 'target', header: t('audit.target'), cell: (row) => `${row.target_type} #${row.target_id}` },
    { key: 'ip', header: t('audit.ip'), width: 'w-36', cell: (row) => row.ip },
  ];

  return (
    <>
      <FilterBar key={Object.values(filters).join('|')} onSearch={(values) => setFilters({ ...AUDIT_FILTERS, ...values })} onReset={() => setFilters(AUDIT_FILTERS)}>
        <FilterInput label={t('audit.user')} name="staff_username" defaultValue={filters.staff_username} className="w-28" />
        <FilterInput label={t('audit.action')} name="action" defaultValue={filters.action} placeholder="order.ship" className="w-28" />
        <FilterInput label={t('audit.targetType')} name="target_type" defaultValue={filters.target_type} placeholder="order" className="w-24" />
        <FilterInput label={t('audit.targetId')} name="target_id" defaultValue={filters.target_id} className="w-20" />
        <FilterDateInput label={t('audit.from')} name="from" defaultValue={filters.from} />
        <FilterDateInput label={t('audit.to')} name="to" defaultValue={filters.to} />
      </FilterBar>
      {log.isError ? (
        <LoadFailed onRetry={() => void log.refetch()} />
      ) : (
        <DataTable
          label={t('audit.table')}
          columns={columns}
          rows={log.data?.list}
          rowKey={(row) => row.id}
          loading={log.isPending}
          empty={t('audit.empty')}
          sort={sort}
          onSort={setSort}
          expandedRow={(row) => (open.has(row.id) ? <ChangeDetails before={row.before} after={row.after} /> : null)}
        />
      )}
      {log.data && <Pagination page={page} size={AUDIT_PAGE_SIZE} total={log.data.total} onChange={setPage} showTotal className="mt-3 justify-end" />}
    </>
  );
}
