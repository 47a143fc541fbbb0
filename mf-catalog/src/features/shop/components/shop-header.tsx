import { useTranslation } from 'react-i18next';
import type { ShopProfile } from '@shop/contract';
import { LazyImage, Skeleton } from '@shop/shared';

const BANNER = 'h-[160px] w-full';

/** The shop's banner with its logo, name, rating, description and number of goods. */
export function ShopHeader({ shop }: { shop: ShopProfile | undefined }) {
  const { t } = useTranslation('catalog');
  if (!shop) {
    return (
      <div className="mb-4 overflow-hidden rounded-lg bg-white" aria-hidden="true">
        <Skeleton className={`${BANNER} rounded-none`} />
        <div className="flex items-center gap-5 px-6 py-5">
          <Skeleton className="h-20 w-20 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-7 w-56" />
            <Skeleton className="h-4 w-96" />
          </div>
        </div>
      </div>
    );
  }
  return (
    <header className="mb-4 overflow-hidden rounded-lg bg-white">
      <div className={`${BANNER} bg-gradient-to-r from-rose-600 to-rose-400`}>
        {shop.banner && <LazyImage eager src={shop.banner} alt="" className={`${BANNER} object-cover`} />}
      </div>
      <div className="flex items-center gap-5 px-6 py-5">
        <LazyImage eager src={shop.logo} alt="" className="h-20 w-20 shrink-0 rounded-full border border-slate-100 object-cover" />
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-xl font-semibold text-slate-900">{shop.name}</h1>
          <p className="mt-1 line-clamp-2 text-sm text-slate-500">{shop.description}</p>
        </div>
        <dl className="flex shrink-0 divide-x divide-slate-200 text-center">
          <div className="px-6">
            <dt className="text-xs text-slate-500">{t('shop.rating')}</dt>
            <dd className="mt-1 text-lg font-semibold text-rose-700">{shop.rating}</dd>
          </div>
          <div className="px-6">
            <dt className="text-xs text-slate-500">{t('shop.goodsCount')}</dt>
            <dd className="mt-1 text-lg font-semibold text-slate-800">{shop.goods_count}</dd>
          </div>
        </dl>
      </div>
    </header>
  );
}
