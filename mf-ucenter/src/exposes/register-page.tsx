import '../styles.css';
import '../i18n/messages';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH } from '@shop/shared';
import { AuthCard } from '@/features/auth/components/auth-card';
import { GuestsOnly } from '@/features/auth/components/guests-only';
import { RegisterForm } from '@/features/auth/components/register-form';
import { withRedirect } from '@/lib/paths';

export default function RegisterPage() {
  const { t } = useTranslation('ucenter');
  const [params] = useSearchParams();
  // Sign-in and sign-up pass the destination on to each other.
  const redirect = params.get('redirect');
  const footer = (
    <p className="text-center">
      {t('register.haveAccount')}{' '}
      <Link to={withRedirect(LOGIN_PATH, redirect)} className="font-medium text-rose-700 hover:underline">
        {t('register.login')}
      </Link>
    </p>
  );
  return (
    <GuestsOnly>
      <AuthCard title={t('register.title')} subtitle={t('register.subtitle')} footer={footer}>
        <RegisterForm />
      </AuthCard>
    </GuestsOnly>
  );
}
