import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CouponScope } from '@shop/contract';
import { GOODS_LIST_PATH, categoryPath } from '@shop/shared';

/** "Use now": to the goods the coupon covers, its category's list for a scoped coupon. */
export function UseNowLink({ name, scope }: { name: string; scope: CouponScope }) {
  const { t } = useTranslation('ucenter');
  return (
    <Link
      to={scope ? categoryPath(scope.category_id) : GOODS_LIST_PATH}
      aria-label={t('coupon.useNowOf', { name })}
      className="inline-block rounded-full border border-rose-600 px-4 py-1 text-sm text-rose-700 hover:bg-rose-50"
    >
      {t('coupon.useNow')}
    </Link>
  );
}
