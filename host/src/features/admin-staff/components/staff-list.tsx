import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_STATUSES, type StaffAccount, type StaffListQuery } from '@shop/contract';
import { FilterBar, FilterInput, FilterSelect } from '@shop/forms';
import { Button, ConfirmDialog, DataTable, formatDateTime, LoadFailed, Pagination, Permission, useStaffStore, useTableParams, type DataColumn } from '@shop/shared';
import { useRoles } from '@/back-office/api/get-roles';
import { useCanHandOn } from '@/back-office/use-can-hand-on';
import { useStaffList } from '../api/get-staff';
import { useSetStaffStatus } from '../api/set-staff-status';
import { PasswordDialog } from './password-dialog';
import { StaffDialog } from './staff-dialog';

const PAGE_SIZE = 20;
const FILTERS = { keyword: '', role_id: '', status: '' };

/** The query of the page on screen, without the filters left empty. */
function queryOf(page: number, sort: { sort: string; order: 'asc' | 'desc' }, filters: typeof FILTERS): Partial<StaffListQuery> {
  return {
    page,
    size: PAGE_SIZE,
    sort: sort.sort as StaffListQuery['sort'],
    order: sort.order,
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
    ...(filters.role_id ? { role_id: Number(filters.role_id) } : {}),
    ...(filters.status ? { status: filters.status as StaffListQuery['status'] } : {}),
  };
}

type Dialog = { kind: 'edit'; account: StaffAccount | null } | { kind: 'password' | 'status'; account: StaffAccount };

/** Back-office users: filtered, sorted and paged on the server; created, edited, enabled or disabled, their password reset. */
export function StaffList() {
  const { t, i18n } = useTranslation('backOffice');
  const { page, sort, filters, setPage, setSort, setFilters } = useTableParams({ sort: 'created_at', filters: FILTERS });
  const list = useStaffList(queryOf(page, sort, filters));
  const roles = useRoles();
  const setStatus = useSetStaffStatus();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const canHandOn = useCanHandOn();
  const myId = useStaffStore((s) => s.user?.id);
  const permissionsOf = new Map((roles.data?.list ?? []).map((role) => [role.id, role.permissions]));

  const columns: DataColumn<StaffAccount>[] = [
    { key: 'username', header: t('staff.username'), sortable: true, cell: (row) => <span className="font-medium text-slate-800">{row.username}</span> },
    { key: 'name', header: t('staff.name'), cell: (row) => row.name },
    { key: 'role', header: t('staff.role'), cell: (row) => row.role.name },
    {
      key: 'status',
      header: t('staff.status'),
      width: 'w-24',
      cell: (row) => (
        <span className={`rounded px-1.5 py-0.5 text-xs ${row.status === 'active' ? 'bg-emerald-50 text-emerald-700' : 'bg-slate-100 text-slate-600'}`}>{t(`staff.statuses.${row.status}`)}</span>
      ),
    },
    { key: 'last_sign_in_at', header: t('staff.lastSignIn'), sortable: true, width: 'w-44', cell: (row) => (row.last_sign_in_at ? formatDateTime(row.last_sign_in_at) : t('staff.never')) },
    { key: 'created_at', header: t('staff.createdAt'), sortable: true, width: 'w-44', cell: (row) => formatDateTime(row.created_at) },
    {
      key: 'actions',
      header: t('table.actions'),
      width: 'w-64',
      cell: (row) => {
        // The server refuses to act on a user whose role holds a permission the signed-in user lacks; unknown until the roles are read.
        const permissions = permissionsOf.get(row.role.id);
        if (!permissions) return null;
        return (
          <Permission allow={['account.edit']}>
            {canHandOn(permissions) ? (
              <div className="flex gap-3 whitespace-nowrap">
                <button type="button" className="text-rose-700 hover:underline" aria-label={t('staff.editNamed', { name: row.username })} onClick={() => setDialog({ kind: 'edit', account: row })}>
                  {t('table.edit')}
                </button>
                {row.id !== myId && (
                  <button type="button" className="text-rose-700 hover:underline" aria-label={t(row.status === 'active' ? 'staff.disableNamed' : 'staff.enableNamed', { name: row.username })} onClick={() => setDialog({ kind: 'status', account: row })}>
                    {t(row.status === 'active' ? 'staff.disable' : 'staff.enable')}
                  </button>
                )}
                <button type="button" className="text-rose-700 hover:underline" aria-label={t('staff.resetNamed', { name: row.username })} onClick={() => setDialog({ kind: 'password', account: row })}>
                  {t('staff.reset')}
                </button>
              </div>
            ) : (
              <span className="text-xs text-slate-500">{t('staff.beyond')}</span>
            )}
          </Permission>
        );
      },
    },
  ];

  const roleOptions = (roles.data?.list ?? []).map((role) => ({ id: role.id, name: i18n.language === 'zh-cn' ? role.name_zh : role.name_en }));
  const next = dialog?.kind === 'status' && dialog.account.status === 'active' ? 'disabled' : 'active';

  return (
    <>
      <FilterBar
        key={`${filters.keyword}|${filters.role_id}|${filters.status}`}
        onSearch={(values) => setFilters({ keyword: values.keyword ?? '', role_id: values.role_id ?? '', status: values.status ?? '' })}
        onReset={() => setFilters(FILTERS)}
        actions={
          <Permission allow={['account.edit']}>
            <Button className="h-8 shrink-0 py-0" onClick={() => setDialog({ kind: 'edit', account: null })}>
              {t('staff.create')}
            </Button>
          </Permission>
        }
      >
        <FilterInput label={t('staff.keyword')} name="keyword" defaultValue={filters.keyword} placeholder={t('staff.keywordHint')} />
        <FilterSelect label={t('staff.role')} name="role_id" defaultValue={filters.role_id}>
          <option value="">{t('table.any')}</option>
          {roleOptions.map((role) => (
            <option key={role.id} value={role.id}>
              {role.name}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label={t('staff.status')} name="status" defaultValue={filters.status}>
          <option value="">{t('table.any')}</option>
          {STAFF_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`staff.statuses.${status}`)}
            </option>
          ))}
        </FilterSelect>
      </FilterBar>
      {list.isError ? (
        <LoadFailed onRetry={() => void list.refetch()} />
      ) : (
        <DataTable label={t('staff.table')} columns={columns} rows={list.data?.list} rowKey={(row) => row.id} loading={list.isPending} empty={t('staff.empty')} sort={sort} onSort={setSort} />
      )}
      {list.data && <Pagination page={page} size={PAGE_SIZE} total={list.data.total} onChange={setPage} showTotal className="mt-3 justify-end" />}
      {dialog?.kind === 'edit' && <StaffDialog account={dialog.account} roles={roles.data?.list ?? []} onClose={close} />}
      {dialog?.kind === 'password' && <PasswordDialog account={dialog.account} onClose={close} />}
      {dialog?.kind === 'status' && (
        <ConfirmDialog
          title={t(next === 'disabled' ? 'staff.disableTitle' : 'staff.enableTitle', { name: dialog.account.username })}
          message={t(next === 'disabled' ? 'staff.disableBody' : 'staff.enableBody')}
          confirmLabel={t(next === 'disabled' ? 'staff.disable' : 'staff.enable')}
          dismissLabel={t('form.cancel')}
          pending={setStatus.isPending}
          onConfirm={() => setStatus.mutate({ id: dialog.account.id, status: next }, { onSettled: close })}
          onDismiss={close}
        />
      )}
    </>
  );
}
