import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@shop/shared';
import { registerSchema } from '../lib/account-form-schemas';
import { useRegister } from '../api/register';
import { useAccountForm } from '../hooks/use-account-form';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { useSmsCode } from '../hooks/use-sms-code';
import { AgreementCheckbox } from './agreement-checkbox';
import { MobileField } from './mobile-field';
import { NewPasswordFields } from './new-password-fields';
import { SmsCodeField } from './sms-code-field';

export function RegisterForm() {
  const { t } = useTranslation('ucenter');
  const sms = useSmsCode('register');
  const form = useAccountForm(
    registerSchema,
    { mobile: '', code: '', password: '', confirm: '', username: '', agreement: false },
    { codeSent: sms.sent },
  );
  const register = useRegister();
  const finishSignIn = useFinishSignIn();

  const submit = form.onSubmit(async ({ mobile, code, password, username }) => {
    await register.mutateAsync({ mobile, code, password, ...(username ? { username } : {}) });
    finishSignIn(t('register.success'));
  });

  return (
    <form noValidate onSubmit={submit}>
      <MobileField {...form.field('mobile')} />
      <SmsCodeField {...form.field('code')} sms={sms} onSend={() => void form.requestCode(sms)} />
      <NewPasswordFields label={t('fields.password')} password={form.field('password')} confirm={form.field('confirm')} />
      <TextField label={t('fields.username')} placeholder={t('placeholders.username')} autoComplete="username" maxLength={20} {...form.field('username')} />
      <AgreementCheckbox {...form.field('agreement')} />
      <Button type="submit" pending={register.isPending} className="h-11 w-full text-base">
        {t('actions.signUp')}
      </Button>
    </form>
  );
}
