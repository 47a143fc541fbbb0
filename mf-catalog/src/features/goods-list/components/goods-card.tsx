import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { GoodsListItem } from '@shop/contract';
import { LazyImage, Price, goodsViewPath, shopPath } from '@shop/shared';
import { ActivityOffer } from '@/components/activity-offer';

/**
 * A product tile of the grid: photo (with the promotion it is in, if any), name, price, market
 * price struck through, sales, then its shop linking to the shop's page (a link of its own: the
 * product's link cannot hold it); `action` (quick add) over the photo; `eager` loads the photo at
 * once (a card on the first screen).
 */
export function GoodsCard({ goods, action, eager = false }: { goods: GoodsListItem; action?: ReactNode; eager?: boolean }) {
  const { t } = useTranslation('catalog');
  const discounted = Number(goods.market_price) > Number(goods.sell_price);
  return (
    <li className="group/card relative flex flex-col rounded-lg bg-white p-3 ring-1 ring-transparent transition duration-200 hover:-translate-y-0.5 hover:shadow-[0_12px_24px_-8px_rgba(15,23,42,0.18)] hover:ring-rose-100">
      <Link to={goodsViewPath(goods.id)} data-testid="goods-card" className="group relative flex flex-1 flex-col">
        <span className="block aspect-square overflow-hidden rounded-md bg-slate-50">
          <LazyImage eager={eager} src={goods.image} alt={goods.name} className="h-full w-full object-cover transition duration-300 group-hover:scale-105" />
        </span>
        <span className="mt-3 flex items-baseline gap-2">
          <Price value={goods.sell_price} className="text-lg font-semibold text-rose-700" />
          {discounted && (
            <del className="text-xs text-slate-500">
              <span className="sr-only">{t('goods.marketPrice')}</span>
              <Price value={goods.market_price} />
            </del>
          )}
        </span>
        <span className="mt-1 line-clamp-2 h-10 text-sm leading-5 text-slate-700 group-hover:text-rose-600">{goods.name}</span>
        <span className="mt-2 text-xs text-slate-600">{t('goods.sales', { count: goods.sales })}</span>
        {/* Over the photo's corner, but after the card's own price in reading order. */}
        {goods.activity && (
          <span
            data-testid="activity-badge"
            className="absolute top-2 left-2 inline-flex max-w-[calc(100%-1rem)] items-center gap-1 truncate rounded-sm bg-rose-600 px-1.5 py-0.5 text-xs font-medium text-white shadow-sm"
          >
            <ActivityOffer activity={goods.activity} />
            {goods.activity.state === 'upcoming' && <span className="font-normal text-rose-100">· {t('activity.soon')}</span>}
          </span>
        )}
      </Link>
      <Link to={shopPath(goods.shop_id)} data-testid="goods-card-shop" aria-label={t('card.shop', { name: goods.shop_name })} className="mt-1.5 flex items-center gap-1 truncate text-xs text-slate-500 hover:text-rose-600">
        <span aria-hidden="true" className="shrink-0 rounded-sm border border-slate-300 px-0.5 text-[10px] leading-3.5 text-slate-500">
          {t('card.shopMark')}
        </span>
        <span className="truncate">{goods.shop_name}</span>
      </Link>
      {action}
    </li>
  );
}
