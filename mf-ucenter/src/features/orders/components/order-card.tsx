import { useTranslation } from 'react-i18next';
import { ORDER_STATUS, type OrderSummary } from '@shop/contract';
import { formatDateTime, Price } from '@shop/shared';
import { OrderLines } from '@/components/order-goods';
import { isPaid } from '../lib/order-status';
import { CopyButton } from './copy-button';
import { OrderActions } from './order-actions';
import { isWaitingForGroup, OrderGroupBadge } from './order-group-status';
import { OrderStatusText } from './order-status-text';

/** One order of the list: when and which, what was bought, what it costs, what can be done now. */
export function OrderCard({ order }: { order: OrderSummary }) {
  const { t } = useTranslation('ucenter');
  const paid = isPaid(order.status);
  return (
    <article aria-label={t('orders.card.label', { no: order.order_no })} className="overflow-hidden rounded-lg border border-slate-200 bg-white">
      <header className="flex items-center gap-6 border-b border-slate-200 bg-slate-50 px-5 py-2.5 text-sm text-slate-500">
        <time dateTime={order.created_at} className="text-slate-700">
          {formatDateTime(order.created_at)}
        </time>
        <span className="flex items-center">
          {t('orders.fields.orderNo')}
          <span className="ml-1 font-mono text-slate-700">{order.order_no}</span>
          <CopyButton text={order.order_no} label={t('orders.copyOrderNo')} />
        </span>
        <span className="text-slate-500">{t(`orders.delivery.${order.delivery}`)}</span>
        <span className="ml-auto flex items-center gap-2">
          {order.status === ORDER_STATUS.unshipped && isWaitingForGroup(order.group) && <OrderGroupBadge group={order.group} />}
          <OrderStatusText status={order.status} delivery={order.delivery} fallback={order.status_text} className="font-medium" />
        </span>
      </header>
      <div className="flex">
        <OrderLines items={order.items} />
        <div className="flex w-44 shrink-0 flex-col items-center justify-center gap-1 border-l border-slate-100 px-3 py-4 text-center">
          <span className="text-xs text-slate-500">{t(paid ? 'orders.fields.paidAmount' : 'orders.fields.payable')}</span>
          <Price value={paid ? order.paid_amount : order.payable} className="text-base font-semibold text-slate-800" />
          {order.points_spent > 0 && <span className="text-xs text-slate-600">{t('orders.points', { count: order.points_spent })}</span>}
          <span className="text-xs text-slate-500">{t('orders.card.itemCount', { count: order.items.reduce((n, item) => n + item.quantity, 0) })}</span>
        </div>
        <div className="flex w-40 shrink-0 items-center justify-center border-l border-slate-100 px-3 py-4">
          <OrderActions order={order} withDetails />
        </div>
      </div>
    </article>
  );
}
