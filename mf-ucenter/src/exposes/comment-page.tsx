import '../styles.css';
import '../i18n/messages';
import { useTranslation } from 'react-i18next';
import { MembersOnly } from '@shop/shared';
import { UcenterLayout } from '@/features/profile/components/ucenter-layout';
import { MyReviews } from '@/features/reviews/components/my-reviews';

export default function CommentPage() {
  const { t } = useTranslation('ucenter');
  return (
    <MembersOnly>
      <UcenterLayout>
        <h1 className="mb-4 text-xl font-semibold text-slate-800">{t('review.mineTitle')}</h1>
        <MyReviews />
      </UcenterLayout>
    </MembersOnly>
  );
}
