import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@shop/shared';
import { login } from '../api/login';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { useForm } from '../hooks/use-form';
import { checkAccount, checkPasswordGiven } from '../validation';

export function PasswordLoginForm() {
  const { t } = useTranslation('ucenter');
  const form = useForm({ account: '', password: '' });
  const finishSignIn = useFinishSignIn();

  const submit = form.onSubmit(
    (values) => ({ account: checkAccount(values.account), password: checkPasswordGiven(values.password) }),
    async (values) => {
      const answer = await login({ type: 'password', account: values.account.trim(), password: values.password });
      await finishSignIn(answer.data, t('login.success'));
    },
  );

  return (
    <form noValidate onSubmit={submit}>
      <TextField label={t('fields.account')} placeholder={t('placeholders.account')} autoComplete="username" {...form.field('account')} />
      <TextField label={t('fields.password')} placeholder={t('placeholders.password')} type="password" autoComplete="current-password" {...form.field('password')} />
      <Button type="submit" pending={form.pending} className="mt-2 h-11 w-full text-base">
        {t('actions.signIn')}
      </Button>
    </form>
  );
}
