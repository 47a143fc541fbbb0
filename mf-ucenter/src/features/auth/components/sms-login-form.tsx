import { useTranslation } from 'react-i18next';
import { Button } from '@shop/shared';
import { smsLoginSchema } from '../lib/account-form-schemas';
import { useLogin } from '../api/login';
import { useAccountForm } from '../hooks/use-account-form';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { useSmsCode } from '../hooks/use-sms-code';
import { MobileField } from './mobile-field';
import { SmsCodeField } from './sms-code-field';

export function SmsLoginForm() {
  const { t } = useTranslation('ucenter');
  const sms = useSmsCode('login');
  const form = useAccountForm(smsLoginSchema, { mobile: '', code: '' }, { codeSent: sms.sent });
  const login = useLogin();
  const finishSignIn = useFinishSignIn();

  const submit = form.onSubmit(async ({ mobile, code }) => {
    await login.mutateAsync({ type: 'sms', mobile, code });
    finishSignIn(t('login.success'));
  });

  return (
    <form noValidate onSubmit={submit}>
      <MobileField {...form.field('mobile')} />
      <SmsCodeField {...form.field('code')} sms={sms} onSend={() => void form.requestCode(sms)} />
      <Button type="submit" pending={login.isPending} className="mt-2 h-11 w-full text-base">
        {t('actions.signIn')}
      </Button>
    </form>
  );
}
