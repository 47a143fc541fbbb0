import '../styles.css';
import '../i18n/messages';
import { CouponAdmin } from '@/features/admin-coupons/components/coupon-admin';

/** Back office: coupon templates, claiming in the coupon centre, and issuing to members. */
export default function AdminCouponPage() {
  return <CouponAdmin />;
}
