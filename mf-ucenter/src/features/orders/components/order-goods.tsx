import { Link } from 'react-router-dom';
import type { OrderLine } from '@shop/contract';
import { LazyImage, goodsViewPath } from '@shop/shared';

/** An ordered line's picture, name (to the goods page) and SKU, as the card and the table show them. */
export function OrderGoods({ item }: { item: OrderLine }) {
  return (
    <div className="flex min-w-0 items-start gap-3">
      <Link to={goodsViewPath(item.goods_id)} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <LazyImage src={item.image} alt="" className="h-20 w-20 rounded border border-slate-100 object-cover" />
      </Link>
      <div className="min-w-0">
        <Link to={goodsViewPath(item.goods_id)} className="line-clamp-2 text-sm leading-5 text-slate-700 hover:text-rose-600">
          {item.name}
        </Link>
        {item.sku_text && <p className="mt-1.5 text-xs text-slate-500">{item.sku_text}</p>}
      </div>
    </div>
  );
}
