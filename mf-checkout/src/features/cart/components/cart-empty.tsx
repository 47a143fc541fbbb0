import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { GOODS_LIST_PATH } from '@/lib/paths';

export function CartEmpty() {
  const { t } = useTranslation('checkout');
  return (
    <div className="flex items-center justify-center gap-8 rounded-lg bg-white py-24">
      <span aria-hidden="true" className="flex h-24 w-24 items-center justify-center rounded-full bg-rose-50 text-5xl">
        🛒
      </span>
      <div>
        <p className="text-lg text-slate-700">{t('cart.empty')}</p>
        <Link to={GOODS_LIST_PATH} className="mt-3 inline-block rounded-md border border-rose-600 px-5 py-2 text-sm text-rose-600 hover:bg-rose-50">
          {t('cart.goShopping')}
        </Link>
      </div>
    </div>
  );
}
