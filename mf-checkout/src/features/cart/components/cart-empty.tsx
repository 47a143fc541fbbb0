import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RecommendFeed } from '@shop/commerce';
import { GOODS_LIST_PATH } from '@shop/shared';

export function CartEmpty() {
  const { t } = useTranslation('checkout');
  return (
    <>
      <div className="flex items-center justify-center gap-8 rounded-lg bg-white py-24">
        <span aria-hidden="true" className="flex h-24 w-24 items-center justify-center rounded-full bg-rose-50 text-rose-700">
          <svg viewBox="0 0 24 24" className="h-12 w-12" fill="none" stroke="currentColor" strokeWidth="1.5">
            <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" />
            <circle cx="9" cy="20" r="1.4" />
            <circle cx="17" cy="20" r="1.4" />
          </svg>
        </span>
        <div>
          <p className="text-lg text-slate-700">{t('cart.empty')}</p>
          <Link to={GOODS_LIST_PATH} className="mt-3 inline-block rounded-md border border-rose-600 px-5 py-2 text-sm text-rose-700 hover:bg-rose-50">
            {t('cart.goShopping')}
          </Link>
        </div>
      </div>
      {/* Nothing under an empty cart was a dead end: what the member might like instead. */}
      <RecommendFeed columns={5} size={10} autoPages={1} className="mt-8" />
    </>
  );
}
