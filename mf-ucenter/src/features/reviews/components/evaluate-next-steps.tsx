import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { COMMENTS_PATH, ORDERS_PATH } from '@shop/shared';

const primary = 'rounded-md bg-rose-600 px-5 py-2 text-sm font-medium text-white hover:bg-rose-700';
const secondary = 'rounded-md border border-slate-300 px-5 py-2 text-sm text-slate-700 hover:border-rose-500 hover:text-rose-600';

/** Where to go once the review form has nothing more to ask: the member's reviews, the orders, the shop. */
export function EvaluateNextSteps({ withShop = false }: { withShop?: boolean }) {
  const { t } = useTranslation('ucenter');
  return (
    <div className="mt-6 flex flex-wrap justify-center gap-3">
      <Link to={COMMENTS_PATH} className={primary}>
        {t('review.next.mine')}
      </Link>
      <Link to={ORDERS_PATH} className={secondary}>
        {t('review.next.orders')}
      </Link>
      {withShop && (
        <Link to="/" className={secondary}>
          {t('review.next.shop')}
        </Link>
      )}
    </div>
  );
}
