import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ORDER_STATUS, type OrderDetail } from '@shop/contract';
import { formatCountdown, serviceAboutOrderPath, useTimeLeft } from '@shop/shared';
import { statusTipKey } from '../lib/order-status';
import { OrderActions } from './order-actions';
import { isWaitingForGroup, OrderGroupWaiting } from './order-group-status';
import { OrderProgress } from './order-progress';
import { OrderStatusText } from './order-status-text';

/** The time left to pay an unpaid order; the server cancels it at `expires_at`. */
function PayCountdown({ expiresAt }: { expiresAt: string }) {
  const { t } = useTranslation('ucenter');
  const left = useTimeLeft(Date.parse(expiresAt));
  if (left === 0) return <p className="mt-2 text-sm text-slate-500">{t('orders.countdown.expired')}</p>;
  return (
    <p className="mt-2 text-sm text-slate-500" role="timer" aria-live="off">
      {t('orders.countdown.before')}
      <span className="mx-1 font-mono text-base font-semibold text-rose-700">{formatCountdown(left)}</span>
      {t('orders.countdown.after')}
    </p>
  );
}

/** The detail's first box: the status, what to do now, and how far the order has come. */
export function OrderStatusPanel({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('ucenter');
  const tip = statusTipKey(order.status, order.delivery);
  // A paid group order waits for its group before the shop prepares it.
  const group = order.status === ORDER_STATUS.unshipped && isWaitingForGroup(order.group) ? order.group : null;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
      <div className="w-80 shrink-0 border-r border-slate-100 p-6">
        <p className="text-xs text-slate-500">
          {t('orders.fields.orderNo')} <span className="font-mono">{order.order_no}</span>
        </p>
        <h2 id={headingId} className="mt-3 text-2xl font-semibold">
          {group ? t('orders.group.waiting', { count: group.needed }) : <OrderStatusText status={order.status} delivery={order.delivery} fallback={order.status_text} />}
        </h2>
        {group ? <OrderGroupWaiting group={group} /> : tip && <p className="mt-2 text-sm text-slate-600">{t(tip)}</p>}
        {order.status === ORDER_STATUS.unpaid && <PayCountdown expiresAt={order.expires_at} />}
        <div className="mt-5">
          <OrderActions order={order} layout="row" />
        </div>
        <Link to={serviceAboutOrderPath(order.id)} className="mt-4 inline-block text-sm text-slate-500 hover:text-rose-600">
          {t('orders.askService')}
        </Link>
      </div>
      <div className="flex flex-1 items-center px-8 py-6">
        <OrderProgress order={order} />
      </div>
    </section>
  );
}
