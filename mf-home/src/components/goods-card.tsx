import { Link } from 'react-router-dom';
import { goodsViewPath, LazyImage, Price } from '@shop/shared';
import type { DesignGoods } from '../lib/types';

interface GoodsCardProps {
  goods: DesignGoods;
  showName?: boolean;
  showPrice?: boolean;
  className?: string;
}

/** A product tile linking to its detail page; it lifts on hover. */
export function GoodsCard({ goods, showName = true, showPrice = true, className = '' }: GoodsCardProps) {
  const name = goods.name ?? '';
  return (
    <Link
      to={goodsViewPath(goods.id ?? '')}
      data-testid="goods-card"
      className={`group flex flex-col rounded-lg bg-white p-3 transition duration-200 hover:-translate-y-1 hover:shadow-[0_12px_24px_-8px_rgba(15,23,42,0.18)] ${className}`}
    >
      <span className="block aspect-square overflow-hidden rounded-md bg-slate-50">
        <LazyImage src={goods.image} alt={name} className="h-full w-full object-cover transition duration-300 group-hover:scale-105" />
      </span>
      {showName && (
        <span className="mt-3 line-clamp-2 h-10 text-sm leading-5 text-slate-700 group-hover:text-rose-700">{name}</span>
      )}
      {showPrice && <Price value={goods.sell_price} className="mt-2 text-lg font-semibold text-rose-700" />}
    </Link>
  );
}
