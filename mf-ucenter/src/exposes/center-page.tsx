import '../styles.css';
import '../i18n/messages';
import { useTranslation } from 'react-i18next';
import { MembersOnly } from '@shop/shared';
import { MemberOverview } from '@/features/profile/components/member-overview';
import { UcenterLayout } from '@/features/profile/components/ucenter-layout';

export default function CenterPage() {
  const { t } = useTranslation('ucenter');
  return (
    <MembersOnly>
      <UcenterLayout>
        <h1 className="mb-4 text-xl font-semibold text-slate-800">{t('center.title')}</h1>
        <MemberOverview />
      </UcenterLayout>
    </MembersOnly>
  );
}
