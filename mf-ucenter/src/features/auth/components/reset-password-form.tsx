import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, LOGIN_PATH, toast } from '@shop/shared';
import { withRedirect } from '@/lib/paths';
import { resetPasswordSchema } from '../lib/account-form-schemas';
import { useResetPassword } from '../api/reset-password';
import { useAccountForm } from '../hooks/use-account-form';
import { useSmsCode } from '../hooks/use-sms-code';
import { MobileField } from './mobile-field';
import { NewPasswordFields } from './new-password-fields';
import { SmsCodeField } from './sms-code-field';

export function ResetPasswordForm() {
  const { t } = useTranslation('ucenter');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const sms = useSmsCode('forget');
  const form = useAccountForm(resetPasswordSchema, { mobile: '', code: '', password: '', confirm: '' }, { codeSent: sms.sent });
  const resetPassword = useResetPassword();

  const submit = form.onSubmit(async ({ mobile, code, password }) => {
    await resetPassword.mutateAsync({ mobile, code, password });
    toast.success(t('forget.success'));
    // The member signs in with the new password and still lands where they were going.
    void navigate(withRedirect(LOGIN_PATH, params.get('redirect')), { replace: true });
  });

  return (
    <form noValidate onSubmit={submit}>
      <MobileField {...form.field('mobile')} />
      <SmsCodeField {...form.field('code')} sms={sms} onSend={() => void form.requestCode(sms)} />
      <NewPasswordFields label={t('fields.newPassword')} password={form.field('password')} confirm={form.field('confirm')} />
      <Button type="submit" pending={resetPassword.isPending} className="mt-2 h-11 w-full text-base">
        {t('actions.resetPassword')}
      </Button>
    </form>
  );
}
