import '../styles.css';
import '../i18n/messages';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '@/features/auth/components/auth-card';
import { GuestsOnly } from '@/features/auth/components/guests-only';
import { LoginTabs } from '@/features/auth/components/login-tabs';
import { WechatSignIn, WechatSignInError } from '@/features/auth/components/wechat-sign-in';
import { FORGET_PATH, REGISTER_PATH, withRedirect } from '@/lib/paths';

export default function LoginPage() {
  const { t } = useTranslation('ucenter');
  const [params] = useSearchParams();
  // Sign-in and sign-up pass the destination on to each other.
  const redirect = params.get('redirect');
  const footer = (
    <div className="flex justify-between">
      <Link to={FORGET_PATH} className="hover:text-rose-600">
        {t('login.forgot')}
      </Link>
      <span>
        {t('login.noAccount')}{' '}
        <Link to={withRedirect(REGISTER_PATH, redirect)} className="font-medium text-rose-700 hover:underline">
          {t('login.register')}
        </Link>
      </span>
    </div>
  );
  return (
    <GuestsOnly>
      <AuthCard title={t('login.title')} footer={footer}>
        <WechatSignInError />
        <LoginTabs />
        <WechatSignIn />
      </AuthCard>
    </GuestsOnly>
  );
}
