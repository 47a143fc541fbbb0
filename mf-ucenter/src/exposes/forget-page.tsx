import '../styles.css';
import '../i18n/messages';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH } from '@shop/shared';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

export default function ForgetPage() {
  const { t } = useTranslation('ucenter');
  const footer = (
    <p className="text-center">
      {t('forget.remembered')}{' '}
      <Link to={LOGIN_PATH} className="font-medium text-rose-700 hover:underline">
        {t('forget.login')}
      </Link>
    </p>
  );
  return (
    <AuthCard title={t('forget.title')} subtitle={t('forget.subtitle')} footer={footer}>
      <ResetPasswordForm />
    </AuthCard>
  );
}
