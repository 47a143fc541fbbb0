import { useTranslation } from 'react-i18next';
import { STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH, staffSaveBody, type StaffAccount, type StaffRole, type StaffSaveBody } from '@shop/contract';
import { TextField } from '@shop/shared';
import { FormDialog } from '@/back-office/components/form-dialog';
import { SelectField } from '@/back-office/components/select-field';
import { useContractForm } from '@/back-office/forms/use-contract-form';
import { useSaveStaff } from '../api/save-staff';

const optionalText = (value: string) => (value === '' ? undefined : value);
const optionalId = (value: string) => (value === '' ? undefined : Number(value));

/** Creates a back-office user (no `account`: password required) or edits one (password only to change it). */
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
  return (
    <FormDialog title={t(account ? 'staff.edit' : 'staff.create')} pending={save.isPending} onSubmit={(event) => void submit(event)} onDismiss={onClose}>
      <TextField autoComplete="off" {...form.field('username', t('staff.username'), { says: { wrong: t('login.wrongUsername') } })} />
      <TextField autoComplete="off" {...form.field('name', t('staff.name'))} />
      <SelectField {...form.field('role_id', t('staff.role'), { setValueAs: optionalId })}>
        <option value="">{t('staff.chooseRole')}</option>
        {roles.map((role) => (
          <option key={role.id} value={role.id}>
            {i18n.language === 'zh-cn' ? role.name_zh : role.name_en}
          </option>
        ))}
      </SelectField>
      <TextField
        type="password"
        autoComplete="new-password"
        placeholder={account ? t('staff.passwordKeep') : passwordRule}
        {...form.field('password', t('staff.password'), { says: { tooShort: passwordRule, tooLong: passwordRule }, setValueAs: optionalText })}
      />
    </FormDialog>
  );
}
