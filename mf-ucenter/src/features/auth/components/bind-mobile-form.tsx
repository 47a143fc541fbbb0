import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, toast, useAuthStore } from '@shop/shared';
import { getMember } from '@/lib/member';
import { CENTER_PATH } from '@/lib/paths';
import { bindMobile } from '../api/bind-mobile';
import { useForm } from '../hooks/use-form';
import { useSmsCode } from '../hooks/use-sms-code';
import { checkMobile, checkSmsCode } from '../validation';
import { MobileField } from './mobile-field';
import { SmsCodeField } from './sms-code-field';

/** The stored profile follows the new phone; a failed refresh only delays that. */
async function refreshMember(): Promise<void> {
  try {
    const answer = await getMember();
    if (answer.code && answer.data) useAuthStore.getState().setUser(answer.data);
  } catch {
    /* the member centre loads the profile again */
  }
}

export function BindMobileForm() {
  const { t } = useTranslation('ucenter');
  const navigate = useNavigate();
  const form = useForm({ mobile: '', code: '' });
  const sms = useSmsCode('bind', form);

  const submit = form.onSubmit(
    (values) => ({ mobile: checkMobile(values.mobile), code: checkSmsCode(values.code, sms.sent) }),
    async (values) => {
      await bindMobile({ mobile: values.mobile.trim(), code: values.code.trim() });
      await refreshMember();
      toast.success(t('bind.success'));
      navigate(CENTER_PATH, { replace: true });
    },
  );

  return (
    <form noValidate onSubmit={submit}>
      <MobileField {...form.field('mobile')} />
      <SmsCodeField {...form.field('code')} sms={sms} />
      <Button type="submit" pending={form.pending} className="mt-2 h-11 w-full text-base">
        {t('actions.bind')}
      </Button>
    </form>
  );
}
