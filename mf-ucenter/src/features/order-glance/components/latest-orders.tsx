import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS, type OrderSummary } from '@shop/contract';
import { formatDateTime, GOODS_LIST_PATH, LazyImage, orderDetailPath, Price } from '@shop/shared';

/** One of the newest orders: its first goods' picture and name, when, the amount, the status, the way to its details. */
function LatestOrder({ order }: { order: OrderSummary }) {
  const { t } = useTranslation('ucenter');
  const [first] = order.items;
  const more = order.items.length - 1;
  const paid = order.status !== ORDER_STATUS.unpaid && order.status !== ORDER_STATUS.cancelled;
  const amount = paid ? order.paid_amount : order.payable;
  return (
    <li className="flex items-center gap-4 px-5 py-4">
      <LazyImage src={first?.image ?? ''} alt="" className="h-16 w-16 shrink-0 rounded border border-slate-100 object-cover" />
      <div className="min-w-0 flex-1">
        <p className="line-clamp-1 text-sm text-slate-700">{first?.name}</p>
        <p className="mt-1 text-xs text-slate-500">
          {more > 0 && <span className="mr-3">{t('glance.moreGoods', { count: more })}</span>}
          <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
        </p>
      </div>
      <Price value={amount} className="w-28 shrink-0 text-right text-sm font-semibold text-slate-800" />
      <span className="w-32 shrink-0 whitespace-nowrap text-center text-sm text-rose-700">{order.status_text}</span>
      <Link to={orderDetailPath(order.id)} aria-label={t('glance.viewOrder', { no: order.order_no })} className="w-20 shrink-0 text-right text-sm text-slate-600 hover:text-rose-600">
        {t('glance.view')}
      </Link>
    </li>
  );
}

/** The member's newest orders, or the way to the goods when there is none yet. */
export function LatestOrders({ orders }: { orders: OrderSummary[] }) {
  const { t } = useTranslation('ucenter');
  if (orders.length === 0) {
    return (
      <p className="px-5 py-10 text-center text-sm text-slate-500">
        {t('glance.noOrders')}
        <Link to={GOODS_LIST_PATH} className="ml-3 text-rose-700 underline hover:text-rose-600">
          {t('glance.shop')}
        </Link>
      </p>
    );
  }
  return (
    <ul aria-label={t('glance.latest')} className="divide-y divide-slate-100">
      {orders.map((order) => (
        <LatestOrder key={order.id} order={order} />
      ))}
    </ul>
  );
}
