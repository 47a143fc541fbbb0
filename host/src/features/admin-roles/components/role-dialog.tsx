import { useTranslation } from 'react-i18next';
import { PERMISSIONS, staffRoleSaveBody, type StaffRole, type StaffRoleSaveBody } from '@shop/contract';
import { FormDialog, useContractForm } from '@shop/forms';
import { TextField } from '@shop/shared';
import { useCanHandOn } from '@/back-office/use-can-hand-on';
import { useSaveRole } from '../api/save-role';
import { permissionName, permissionsByDomain } from './permission-name';

const DOMAINS = permissionsByDomain(PERMISSIONS);

/**
 * Creates a role (no `role`) or edits one: both names and its permissions, grouped by domain. A
 * permission the signed-in user lacks is shown but cannot be ticked: the server would refuse it.
 */
export function RoleDialog({ role, onClose }: { role: StaffRole | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('backOffice');
  const save = useSaveRole();
  const form = useContractForm<StaffRoleSaveBody>(staffRoleSaveBody, {
    ...(role ? { id: role.id } : {}),
    name_zh: role?.name_zh ?? '',
    name_en: role?.name_en ?? '',
    permissions: role?.permissions ?? [],
  });
  const submit = form.submit(async (values) => {
    await save.mutateAsync(values);
    onClose();
  });
  const permissionsError = form.message('permissions', t('roles.permissions'));
  const canHandOn = useCanHandOn();
  const someNotHeld = PERMISSIONS.some((key) => !canHandOn([key]));
  return (
    <FormDialog title={t(role ? 'roles.edit' : 'roles.create')} pending={save.isPending} onSubmit={(event) => void submit(event)} onDismiss={onClose} width="w-[720px]">
      <div className="grid grid-cols-2 gap-x-4">
        <TextField {...form.field('name_zh', t('roles.nameZh'))} />
        <TextField {...form.field('name_en', t('roles.nameEn'))} />
      </div>
      <fieldset aria-describedby={permissionsError ? 'role-permissions-error' : undefined}>
        <legend className="mb-2 text-sm text-slate-600">{t('roles.permissions')}</legend>
        <div className="grid grid-cols-2 gap-3">
          {DOMAINS.map(([domain, keys]) => (
            <fieldset key={domain} className="rounded border border-slate-200 px-3 py-2">
              <legend className="px-1 text-xs font-medium text-slate-500">{t(`roles.domains.${domain}`, { defaultValue: domain })}</legend>
              {keys.map((key) => {
                const held = canHandOn([key]);
                return (
                  <label key={key} className={`flex items-center gap-2 py-0.5 text-sm ${held ? 'text-slate-700' : 'text-slate-400'}`}>
                    <input
                      type="checkbox"
                      value={key}
                      className="accent-rose-600"
                      disabled={!held}
                      aria-describedby={held ? undefined : 'role-permissions-not-held'}
                      {...form.register('permissions', { onChange: () => form.clearErrors('permissions') })}
                    />
                    {permissionName(key, i18n.language)}
                  </label>
                );
              })}
            </fieldset>
          ))}
        </div>
        {someNotHeld && (
          <p id="role-permissions-not-held" className="mt-2 text-xs text-slate-500">
            {t('roles.notHeld')}
          </p>
        )}
        <p id="role-permissions-error" role={permissionsError ? 'alert' : undefined} className="mt-1 min-h-5 text-xs text-red-600">
          {permissionsError ?? ''}
        </p>
      </fieldset>
    </FormDialog>
  );
}
