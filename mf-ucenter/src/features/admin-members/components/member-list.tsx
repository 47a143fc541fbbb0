import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AdminMemberRow, AdminMemberSort } from '@shop/contract';
import { formatDateTime, Price, useTableParams, type DataColumn } from '@shop/shared';
import { MemberAvatar } from '@/components/member-avatar';
import { PagedTable } from '@/components/paged-table';
import { memberPath } from '../lib/member-path';
import { useAdminMembers } from '../api/get-admin-members';
import { MemberFilters } from './member-filters';

const PAGE_SIZE = 20;

/** The member list: filters, then the members sorted and paged on the server, each linking to their page. */
export function MemberList() {
  const { t } = useTranslation('ucenter');
  const table = useTableParams({ sort: 'created_at', filters: { keyword: '', registered_from: '', registered_to: '' } });
  const { keyword, registered_from, registered_to } = table.filters;
  const members = useAdminMembers({
    page: table.page,
    size: PAGE_SIZE,
    sort: table.sort.sort as AdminMemberSort,
    order: table.sort.order,
    ...(keyword ? { keyword } : {}),
    ...(registered_from ? { registered_from } : {}),
    ...(registered_to ? { registered_to } : {}),
  });
  const name = (row: AdminMemberRow) => row.nickname || row.username;
  const columns: DataColumn<AdminMemberRow>[] = [
    { key: 'id', header: t('adminMember.columns.id'), cell: (row) => row.id, sortable: true, width: 'w-16' },
    {
      key: 'member',
      header: t('adminMember.columns.member'),
      cell: (row) => (
        <Link to={memberPath(row.id)} className="flex items-center gap-2 hover:text-rose-600">
          <MemberAvatar src={row.avatar} name={name(row)} />
          <span className="flex flex-col">
            <span className="font-medium text-slate-800">{row.username}</span>
            {row.nickname && <span className="text-xs text-slate-500">{row.nickname}</span>}
          </span>
        </Link>
      ),
    },
    { key: 'mobile', header: t('adminMember.columns.mobile'), cell: (row) => row.mobile || '—' },
    { key: 'balance', header: t('adminMember.columns.balance'), cell: (row) => <Price value={row.balance} />, sortable: true, align: 'right' },
    { key: 'points', header: t('adminMember.columns.points'), cell: (row) => row.points, sortable: true, align: 'right' },
    { key: 'orders', header: t('adminMember.columns.orders'), cell: (row) => row.orders, sortable: true, align: 'right' },
    { key: 'spent', header: t('adminMember.columns.spent'), cell: (row) => <Price value={row.spent} />, sortable: true, align: 'right' },
    { key: 'created_at', header: t('adminMember.columns.registered'), cell: (row) => formatDateTime(row.created_at), sortable: true, width: 'w-44' },
    {
      key: 'actions',
      header: t('adminMember.columns.actions'),
      cell: (row) => (
        <Link to={memberPath(row.id)} aria-label={t('adminMember.list.viewMember', { name: name(row) })} className="text-rose-600 hover:underline">
          {t('adminMember.list.view')}
        </Link>
      ),
      width: 'w-20',
    },
  ];
  return (
    <div className="text-sm">
      <MemberFilters values={table.filters} onApply={table.setFilters} />
      <PagedTable
        query={members}
        label={t('adminMember.list.label')}
        failed={t('adminMember.list.failed')}
        empty={t('adminMember.list.empty')}
        columns={columns}
        rowKey={(row) => row.id}
        sort={table.sort}
        onSort={table.setSort}
        onPage={table.setPage}
      />
    </div>
  );
}
