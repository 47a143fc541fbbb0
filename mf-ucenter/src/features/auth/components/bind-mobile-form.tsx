import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, toast } from '@shop/shared';
import { bindMobileSchema } from '../lib/account-form-schemas';
import { useBindMobile } from '../api/bind-mobile';
import { useAccountForm } from '../hooks/use-account-form';
import { useRedirectTarget } from '../hooks/use-finish-sign-in';
import { useSmsCode } from '../hooks/use-sms-code';
import { MobileField } from './mobile-field';
import { SmsCodeField } from './sms-code-field';

export function BindMobileForm() {
  const { t } = useTranslation('ucenter');
  const navigate = useNavigate();
  // A member sent here to bind before going on (a first WeChat sign-in, an order refused) goes on after.
  const target = useRedirectTarget();
  const sms = useSmsCode('bind');
  const form = useAccountForm(bindMobileSchema, { mobile: '', code: '' }, { codeSent: sms.sent });
  const bindMobile = useBindMobile();

  const submit = form.onSubmit(async (values) => {
    await bindMobile.mutateAsync(values);
    toast.success(t('bind.success'));
    void navigate(target, { replace: true });
  });

  return (
    <form noValidate onSubmit={submit}>
      <MobileField {...form.field('mobile')} />
      <SmsCodeField {...form.field('code')} sms={sms} onSend={() => void form.requestCode(sms)} />
      <Button type="submit" pending={bindMobile.isPending} className="mt-2 h-11 w-full text-base">
        {t('actions.bind')}
      </Button>
    </form>
  );
}
