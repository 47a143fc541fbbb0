import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, LOGIN_PATH, toast } from '@shop/shared';
import { withRedirect } from '@/lib/paths';
import { resetPassword } from '../api/reset-password';
import { useForm } from '../hooks/use-form';
import { useSmsCode } from '../hooks/use-sms-code';
import { checkConfirmation, checkMobile, checkNewPassword, checkSmsCode } from '../validation';
import { MobileField } from './mobile-field';
import { NewPasswordFields } from './new-password-fields';
import { SmsCodeField } from './sms-code-field';

export function ResetPasswordForm() {
  const { t } = useTranslation('ucenter');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useForm({ mobile: '', code: '', password: '', confirm: '' });
  const sms = useSmsCode('forget', form);

  const submit = form.onSubmit(
    (values) => ({
      mobile: checkMobile(values.mobile),
      code: checkSmsCode(values.code, sms.sent),
      password: checkNewPassword(values.password),
      confirm: checkConfirmation(values.confirm, values.password),
    }),
    async (values) => {
      await resetPassword({ mobile: values.mobile.trim(), code: values.code.trim(), password: values.password });
      toast.success(t('forget.success'));
      // The member signs in with the new password and still lands where they were going.
      navigate(withRedirect(LOGIN_PATH, params.get('redirect')), { replace: true });
    },
  );

  return (
    <form noValidate onSubmit={submit}>
      <MobileField {...form.field('mobile')} />
      <SmsCodeField {...form.field('code')} sms={sms} />
      <NewPasswordFields label={t('fields.newPassword')} password={form.field('password')} confirm={form.field('confirm')} />
      <Button type="submit" pending={form.pending} className="mt-2 h-11 w-full text-base">
        {t('actions.resetPassword')}
      </Button>
    </form>
  );
}
