import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@shop/shared';
import { register } from '../api/register';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { useForm } from '../hooks/use-form';
import { useSmsCode } from '../hooks/use-sms-code';
import { checkAgreement, checkConfirmation, checkMobile, checkNewPassword, checkSmsCode, checkUsername } from '../validation';
import { AgreementCheckbox } from './agreement-checkbox';
import { MobileField } from './mobile-field';
import { NewPasswordFields } from './new-password-fields';
import { SmsCodeField } from './sms-code-field';

export function RegisterForm() {
  const { t } = useTranslation('ucenter');
  const form = useForm({ mobile: '', code: '', password: '', confirm: '', username: '', agreement: false });
  const sms = useSmsCode('register', form);
  const finishSignIn = useFinishSignIn();

  const submit = form.onSubmit(
    (values) => ({
      mobile: checkMobile(values.mobile),
      code: checkSmsCode(values.code, sms.sent),
      password: checkNewPassword(values.password),
      confirm: checkConfirmation(values.confirm, values.password),
      username: checkUsername(values.username),
      agreement: checkAgreement(values.agreement),
    }),
    async (values) => {
      const username = values.username.trim();
      const answer = await register({
        mobile: values.mobile.trim(),
        code: values.code.trim(),
        password: values.password,
        ...(username ? { username } : {}),
      });
      await finishSignIn(answer.data, t('register.success'));
    },
  );

  return (
    <form noValidate onSubmit={submit}>
      <MobileField {...form.field('mobile')} />
      <SmsCodeField {...form.field('code')} sms={sms} />
      <NewPasswordFields label={t('fields.password')} password={form.field('password')} confirm={form.field('confirm')} />
      <TextField label={t('fields.username')} placeholder={t('placeholders.username')} autoComplete="username" maxLength={20} {...form.field('username')} />
      <AgreementCheckbox checked={form.values.agreement} onChange={(checked) => form.setValue('agreement', checked)} error={form.errors.agreement} />
      <Button type="submit" pending={form.pending} className="h-11 w-full text-base">
        {t('actions.signUp')}
      </Button>
    </form>
  );
}
