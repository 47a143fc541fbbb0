import { useTranslation } from 'react-i18next';
import { STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH, staffSaveBody, type StaffAccount, type StaffRole, type StaffSaveBody } from '@shop/contract';
import { FormDialog, SelectField, useContractForm } from '@shop/forms';
import { TextField, useStaffStore } from '@shop/shared';
import { useCanHandOn } from '@/back-office/use-can-hand-on';
import { useSaveStaff } from '../api/save-staff';

const optionalText = (value: string) => (value === '' ? undefined : value);
const optionalId = (value: string) => (value === '' ? undefined : Number(value));

/**
 * Creates a back-office user (no `account`: password required) or edits one (password only to change
 * it). Only the roles the server would let the signed-in user give are offered, and editing
 * themselves, only the role they hold: nobody changes their own.
 */
export function StaffDialog({ account, roles, onClose }: { account: StaffAccount | null; roles: StaffRole[]; onClose: () => void }) {
  const { t, i18n } = useTranslation('backOffice');
  const save = useSaveStaff();
  const form = useContractForm<StaffSaveBody>(staffSaveBody, {
    ...(account ? { id: account.id } : {}),
    username: account?.username ?? '',
    name: account?.name ?? '',
    role_id: account?.role.id,
  });
  const submit = form.submit(async (values) => {
    await save.mutateAsync(values);
    onClose();
  });
  const passwordRule = t('staff.passwordRule', { min: STAFF_PASSWORD_MIN_LENGTH, max: STAFF_PASSWORD_MAX_LENGTH });
  const canHandOn = useCanHandOn();
  const myId = useStaffStore((s) => s.user?.id);
  const editingSelf = account !== null && account.id === myId;
  const offered = roles.filter((role) => (editingSelf ? role.id === account.role.id : canHandOn(role.permissions)));
  const roleHint = editingSelf ? t('staff.ownRole') : offered.length < roles.length ? t('staff.rolesOffered') : null;
  const roleField = form.field('role_id', t('staff.role'), { setValueAs: optionalId });
  // The select says why its list is short, beside the error SelectField ties to it.
  const roleDescription = [roleHint && 'staff-role-hint', roleField.error && 'staff-role-error'].filter(Boolean).join(' ') || undefined;
  return (
    <FormDialog title={t(account ? 'staff.edit' : 'staff.create')} pending={save.isPending} onSubmit={(event) => void submit(event)} onDismiss={onClose}>
      <TextField autoComplete="off" {...form.field('username', t('staff.username'), { says: { wrong: t('login.wrongUsername') } })} />
      <TextField autoComplete="off" {...form.field('name', t('staff.name'))} />
      <SelectField id="staff-role" aria-describedby={roleDescription} {...roleField}>
        <option value="">{t('staff.chooseRole')}</option>
        {offered.map((role) => (
          <option key={role.id} value={role.id}>
            {i18n.language === 'zh-cn' ? role.name_zh : role.name_en}
          </option>
        ))}
      </SelectField>
      {roleHint && (
        <p id="staff-role-hint" className="-mt-1 mb-3 text-xs text-slate-500">
          {roleHint}
        </p>
      )}
      <TextField
        type="password"
        autoComplete="new-password"
        placeholder={account ? t('staff.passwordKeep') : passwordRule}
        {...form.field('password', t('staff.password'), { says: { tooShort: passwordRule, tooLong: passwordRule }, setValueAs: optionalText })}
      />
    </FormDialog>
  );
}
