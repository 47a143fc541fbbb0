import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALL_PERMISSIONS, type StaffRole } from '@shop/contract';
import { ConfirmRemoval } from '@shop/commerce';
import { Button, DataTable, formatDateTime, LoadFailed, Permission, type DataColumn } from '@shop/shared';
import { useRoles } from '@/back-office/api/get-roles';
import { useCanHandOn } from '@/back-office/use-can-hand-on';
import { useDeleteRole } from '../api/delete-role';
import { permissionName } from './permission-name';
import { RoleDialog } from './role-dialog';

/** How many permission chips a row shows before "+n more". */
const CHIPS_SHOWN = 6;

const chip = 'inline-block rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700';

function PermissionChips({ permissions }: { permissions: string[] }) {
  const { t, i18n } = useTranslation('backOffice');
  if (permissions.includes(ALL_PERMISSIONS)) return <span className="inline-block rounded bg-rose-50 px-1.5 py-0.5 text-xs font-medium text-rose-700">{t('roles.all')}</span>;
  if (permissions.length === 0) return <span className="text-xs text-slate-500">{t('roles.none')}</span>;
  const more = permissions.length - CHIPS_SHOWN;
  return (
    <ul className="flex flex-wrap gap-1">
      {permissions.slice(0, CHIPS_SHOWN).map((key) => (
        <li key={key} className={chip}>
          {permissionName(key, i18n.language)}
        </li>
      ))}
      {more > 0 && (
        <li className={chip} title={permissions.slice(CHIPS_SHOWN).map((key) => permissionName(key, i18n.language)).join(', ')}>
          {t('roles.more', { count: more })}
        </li>
      )}
    </ul>
  );
}

/** The roles, their permissions and holders; create, edit and delete for whoever may edit accounts. */
export function RoleList() {
  const { t, i18n } = useTranslation('backOffice');
  const roles = useRoles();
  const remove = useDeleteRole();
  const [editing, setEditing] = useState<StaffRole | 'new' | null>(null);
  const [deleting, setDeleting] = useState<StaffRole | null>(null);
  const nameOf = (role: StaffRole) => (i18n.language === 'zh-cn' ? role.name_zh : role.name_en);
  // The administrator role holds every permission for good: nobody edits or deletes it.
  const locked = (role: StaffRole) => role.builtin && role.permissions.includes(ALL_PERMISSIONS);
  // A role holding a permission the signed-in user lacks is theirs to look at only (the server refuses the rest).
  const canHandOn = useCanHandOn();

  const columns: DataColumn<StaffRole>[] = [
    {
      key: 'name',
      header: t('roles.name'),
      width: 'w-48',
      cell: (role) => (
        <>
          <span className="font-medium text-slate-800">{nameOf(role)}</span>
          <span className="block text-xs text-slate-500">{role.code}</span>
        </>
      ),
    },
    { key: 'permissions', header: t('roles.permissions'), cell: (role) => <PermissionChips permissions={role.permissions} /> },
    { key: 'staff_count', header: t('roles.holders'), align: 'right', width: 'w-24', cell: (role) => role.staff_count },
    { key: 'updated_at', header: t('roles.updatedAt'), width: 'w-44', cell: (role) => formatDateTime(role.updated_at) },
    {
      key: 'actions',
      header: t('table.actions'),
      width: 'w-40',
      cell: (role) =>
        locked(role) ? (
          <span className="text-xs text-slate-500">{t('roles.locked')}</span>
        ) : (
          <Permission allow={['account.edit']}>
            {canHandOn(role.permissions) ? (
              <div className="flex gap-3">
                <button type="button" className="text-rose-700 hover:underline" onClick={() => setEditing(role)} aria-label={t('roles.editNamed', { name: nameOf(role) })}>
                  {t('table.edit')}
                </button>
                {!role.builtin && (
                  <button type="button" className="text-rose-700 hover:underline" onClick={() => setDeleting(role)} aria-label={t('roles.deleteNamed', { name: nameOf(role) })}>
                    {t('table.delete')}
                  </button>
                )}
              </div>
            ) : (
              <span className="text-xs text-slate-500">{t('roles.beyond')}</span>
            )}
          </Permission>
        ),
    },
  ];

  return (
    <>
      <div className="mb-3 flex items-center justify-between">
        <p className="text-sm text-slate-500">{t('roles.intro')}</p>
        <Permission allow={['account.edit']}>
          <Button onClick={() => setEditing('new')}>{t('roles.create')}</Button>
        </Permission>
      </div>
      {roles.isError ? (
        <LoadFailed onRetry={() => void roles.refetch()} />
      ) : (
        <DataTable label={t('roles.table')} columns={columns} rows={roles.data?.list} rowKey={(role) => role.id} loading={roles.isPending} empty={t('roles.empty')} skeletonRows={5} />
      )}
      {editing && <RoleDialog role={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmRemoval
          title={t('roles.deleteTitle', { name: nameOf(deleting) })}
          message={deleting.staff_count > 0 ? t('roles.deleteHeld', { count: deleting.staff_count }) : t('roles.deleteBody')}
          confirmLabel={t('table.delete')}
          dismissLabel={t('form.cancel')}
          removal={remove}
          variables={deleting.id}
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}
