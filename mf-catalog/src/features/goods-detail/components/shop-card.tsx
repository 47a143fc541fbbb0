import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { GoodsDetail } from '@shop/contract';
import { LazyImage, shopPath } from '@shop/shared';

/** The seller beside the description: logo, name and a way into the shop. */
export function ShopCard({ shop }: { shop: GoodsDetail['shop'] }) {
  const { t } = useTranslation('catalog');
  return (
    <aside aria-label={t('shop.seller')} className="w-56 shrink-0 self-start rounded-lg bg-white p-5 text-center">
      <LazyImage src={shop.logo} alt="" className="mx-auto h-16 w-16 rounded-full border border-slate-100 object-cover" />
      <p className="mt-3 truncate font-medium text-slate-800">{shop.name}</p>
      <Link
        to={shopPath(shop.id)}
        aria-label={t('shop.visitNamed', { name: shop.name })}
        className="mt-4 inline-flex h-8 items-center rounded border border-rose-600 px-4 text-sm text-rose-700 transition-colors hover:bg-rose-600 hover:text-white"
      >
        {t('shop.visit')}
      </Link>
    </aside>
  );
}
