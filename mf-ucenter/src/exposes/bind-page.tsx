import '../styles.css';
import '../i18n/messages';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CENTER_PATH, MembersOnly, useAuthStore } from '@shop/shared';
import { AuthCard } from '@/features/auth/components/auth-card';
import { BindMobileForm } from '@/features/auth/components/bind-mobile-form';

function BindPageContent() {
  const { t } = useTranslation('ucenter');
  const mobile = useAuthStore((state) => state.user?.mobile);
  // Sent here to go on (a first WeChat sign-in, an order refused for want of a phone): say why.
  const sentToGoOn = useSearchParams()[0].has('redirect');
  const subtitle = mobile ? t('bind.current', { mobile }) : sentToGoOn ? t('bind.beforeOrdering') : t('bind.subtitle');
  const footer = (
    <p className="text-center">
      <Link to={CENTER_PATH} className="hover:text-rose-600">
        {t('bind.back')}
      </Link>
    </p>
  );
  return (
    <AuthCard title={t('bind.title')} subtitle={subtitle} footer={footer}>
      <BindMobileForm />
    </AuthCard>
  );
}

export default function BindPage() {
  return (
    <MembersOnly>
      <BindPageContent />
    </MembersOnly>
  );
}
