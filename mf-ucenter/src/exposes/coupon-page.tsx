import '../styles.css';
import '../i18n/messages';
import { useTranslation } from 'react-i18next';
import { MembersOnly } from '@shop/shared';
import { CouponBox } from '@/features/coupons/components/coupon-box';
import { UcenterLayout } from '@/features/profile/components/ucenter-layout';

export default function CouponPage() {
  const { t } = useTranslation('ucenter');
  return (
    <MembersOnly>
      <UcenterLayout>
        <h1 className="mb-4 text-xl font-semibold text-slate-800">{t('coupon.title')}</h1>
        <CouponBox />
      </UcenterLayout>
    </MembersOnly>
  );
}
