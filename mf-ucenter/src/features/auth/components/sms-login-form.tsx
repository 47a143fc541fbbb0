import { useTranslation } from 'react-i18next';
import { Button } from '@shop/shared';
import { login } from '../api/login';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { useForm } from '../hooks/use-form';
import { useSmsCode } from '../hooks/use-sms-code';
import { checkMobile, checkSmsCode } from '../validation';
import { MobileField } from './mobile-field';
import { SmsCodeField } from './sms-code-field';

export function SmsLoginForm() {
  const { t } = useTranslation('ucenter');
  const form = useForm({ mobile: '', code: '' });
  const sms = useSmsCode('login', form);
  const finishSignIn = useFinishSignIn();

  const submit = form.onSubmit(
    (values) => ({ mobile: checkMobile(values.mobile), code: checkSmsCode(values.code, sms.sent) }),
    async (values) => {
      const answer = await login({ type: 'sms', mobile: values.mobile.trim(), code: values.code.trim() });
      await finishSignIn(answer.data, t('login.success'));
    },
  );

  return (
    <form noValidate onSubmit={submit}>
      <MobileField {...form.field('mobile')} />
      <SmsCodeField {...form.field('code')} sms={sms} />
      <Button type="submit" pending={form.pending} className="mt-2 h-11 w-full text-base">
        {t('actions.signIn')}
      </Button>
    </form>
  );
}
