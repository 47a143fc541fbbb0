import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@shop/shared';
import { passwordLoginSchema } from '../lib/account-form-schemas';
import { useLogin } from '../api/login';
import { useAccountForm } from '../hooks/use-account-form';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';

export function PasswordLoginForm() {
  const { t } = useTranslation('ucenter');
  const form = useAccountForm(passwordLoginSchema, { account: '', password: '' });
  const login = useLogin();
  const finishSignIn = useFinishSignIn();

  const submit = form.onSubmit(async ({ account, password }) => {
    await login.mutateAsync({ type: 'password', account, password });
    finishSignIn(t('login.success'));
  });

  return (
    <form noValidate onSubmit={submit}>
      <TextField label={t('fields.account')} placeholder={t('placeholders.account')} autoComplete="username" {...form.field('account')} />
      <TextField label={t('fields.password')} placeholder={t('placeholders.password')} type="password" autoComplete="current-password" {...form.field('password')} />
      <Button type="submit" pending={login.isPending} className="mt-2 h-11 w-full text-base">
        {t('actions.signIn')}
      </Button>
    </form>
  );
}
