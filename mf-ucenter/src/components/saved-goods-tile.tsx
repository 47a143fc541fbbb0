import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { SavedGoods } from '@shop/contract';
import { LazyImage, Price, goodsViewPath } from '@shop/shared';

interface SavedGoodsTileProps {
  goods: SavedGoods;
  /** Said across the picture when the product cannot be bought (off shelf, sold out). */
  unavailable?: string | null;
  /** Controls laid over the picture's corner: a checkbox, a remove button. */
  corner?: ReactNode;
  /** What can be done with the product, under its price. */
  children?: ReactNode;
}

/**
 * A product the member saved (a favourite, a footprint): picture, name and price, linked to its
 * page while it is on sale (an off-shelf product's page no longer exists).
 */
export function SavedGoodsTile({ goods, unavailable = null, corner, children }: SavedGoodsTileProps) {
  const picture = <LazyImage src={goods.image} alt="" className={`aspect-square w-full object-cover ${unavailable ? 'opacity-50' : ''}`} />;
  return (
    <li aria-label={goods.name} className="group relative flex flex-col overflow-hidden rounded-md border border-slate-200 bg-white transition-shadow hover:shadow-md">
      <div className="relative">
        {goods.on_sale ? (
          <Link to={goodsViewPath(goods.goods_id)} tabIndex={-1} aria-hidden="true" className="block">
            {picture}
          </Link>
        ) : (
          picture
        )}
        {unavailable && <span className="absolute inset-x-0 bottom-0 bg-slate-800/70 py-1 text-center text-xs text-white">{unavailable}</span>}
        {corner}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        {goods.on_sale ? (
          <Link to={goodsViewPath(goods.goods_id)} className="line-clamp-2 min-h-10 text-sm leading-5 text-slate-700 hover:text-rose-600">
            {goods.name}
          </Link>
        ) : (
          <p className="line-clamp-2 min-h-10 text-sm leading-5 text-slate-500">{goods.name}</p>
        )}
        <p className="flex items-baseline gap-2">
          <Price value={goods.sell_price} className="text-base font-semibold text-rose-600" />
          {goods.market_price !== goods.sell_price && <Price value={goods.market_price} className="text-xs text-slate-500 line-through" />}
        </p>
        {children}
      </div>
    </li>
  );
}
