import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { staffLoginBody, type StaffLoginBody } from '@shop/contract';
import { useContractForm } from '@shop/forms';
import { ApiError, Button, pageTitle, TextField, useSettingsStore, useStaffStore } from '@shop/shared';
import '../../i18n/back-office-messages';
import { useStaffLogin } from '../api/staff-login';
import { safeAdminRedirect } from './safe-admin-redirect';

/**
 * The back office's own sign-in (username and password), apart from the members' page: a member's
 * session never opens the back office. Afterwards it continues to `?redirect=` when that is a
 * back-office page; a signed-in back-office user goes there at once.
 */
export function AdminLoginPage() {
  const { t } = useTranslation('backOffice');
  const [params] = useSearchParams();
  const target = safeAdminRedirect(params.get('redirect'));
  const settings = useSettingsStore((s) => s.settings);
  const signedIn = useStaffStore((s) => Boolean(s.token));
  const form = useContractForm<StaffLoginBody>(staffLoginBody, { username: '', password: '' });
  const login = useStaffLogin();
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    document.title = pageTitle(t('login.title'), settings);
  }, [t, settings]);

  // Signing in stores the token: this also moves on once the call succeeds.
  if (signedIn && !login.isPending) return <Navigate to={target} replace />;

  const submit = form.submit(async (values) => {
    setRefusal(null);
    try {
      await login.mutateAsync(values);
    } catch (error) {
      // A refusal naming a field goes under it; wrong credentials are said above the button.
      if (error instanceof ApiError && error.field) throw error;
      setRefusal(error instanceof ApiError && error.message ? error.message : t('login.failed'));
    }
  });

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-900 px-4">
      <div className="w-[380px] rounded-lg bg-white p-8 shadow-xl">
        <h1 className="text-xl font-semibold text-slate-800">{t('login.title')}</h1>
        <p className="mt-1 mb-6 text-sm text-slate-500">{t('login.intro')}</p>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <TextField autoComplete="username" {...form.field('username', t('login.username'), { says: { wrong: t('login.wrongUsername') } })} />
          <TextField type="password" autoComplete="current-password" {...form.field('password', t('login.password'))} />
          {refusal && (
            <p role="alert" className="mb-3 rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
              {refusal}
            </p>
          )}
          <Button type="submit" pending={login.isPending} className="h-10 w-full">
            {t('login.submit')}
          </Button>
        </form>
        <Link to="/index" className="mt-6 block text-center text-sm text-slate-500 hover:text-rose-700">
          {t('login.toShop')}
        </Link>
      </div>
    </main>
  );
}
