import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OrderLine } from '@shop/contract';
import { LazyImage, Price, goodsViewPath } from '@shop/shared';

/** An ordered line's picture, name (to the goods page) and SKU, as the order card, the order's table and the after-sales requests show them. */
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

/** The lines of an order card or an after-sales request: the goods, then price × quantity. */
export function OrderLines({ items }: { items: OrderLine[] }) {
  const { t } = useTranslation('ucenter');
  return (
    <ul className="min-w-0 flex-1 divide-y divide-slate-100">
      {items.map((item) => (
        <li key={item.sku_id} className="flex items-center gap-4 px-5 py-4">
          <div className="min-w-0 flex-1">
            <OrderGoods item={item} />
          </div>
          <p className="w-32 shrink-0 text-right text-sm text-slate-500">
            <Price value={item.price} className="text-slate-700" />
            <span className="mx-1" aria-hidden="true">
              ×
            </span>
            <span className="sr-only">{t('orders.card.times')}</span>
            {item.quantity}
          </p>
        </li>
      ))}
    </ul>
  );
}
