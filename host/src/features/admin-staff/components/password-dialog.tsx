import { useTranslation } from 'react-i18next';
import { STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH, staffPasswordBody, type StaffAccount, type StaffPasswordBody } from '@shop/contract';
import { FormDialog, useContractForm } from '@shop/forms';
import { TextField } from '@shop/shared';
import { useResetStaffPassword } from '../api/reset-staff-password';

/** Sets a new password for a back-office user, who must then sign in again. */
export function PasswordDialog({ account, onClose }: { account: StaffAccount; onClose: () => void }) {
  const { t } = useTranslation('backOffice');
  const reset = useResetStaffPassword();
  const form = useContractForm<StaffPasswordBody>(staffPasswordBody, { id: account.id, password: '' });
  const submit = form.submit(async (values) => {
    await reset.mutateAsync(values);
    onClose();
  });
  const passwordRule = t('staff.passwordRule', { min: STAFF_PASSWORD_MIN_LENGTH, max: STAFF_PASSWORD_MAX_LENGTH });
  return (
    <FormDialog title={t('staff.resetTitle', { name: account.name })} pending={reset.isPending} onSubmit={(event) => void submit(event)} onDismiss={onClose} width="w-[420px]">
      <p className="mb-3 text-sm text-slate-600">{t('staff.resetBody')}</p>
      <TextField type="password" autoComplete="new-password" placeholder={passwordRule} {...form.field('password', t('staff.newPassword'), { says: { tooShort: passwordRule, tooLong: passwordRule } })} />
    </FormDialog>
  );
}
