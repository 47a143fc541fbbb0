import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ORDER_STATUS, type OrderDetail, type OrderWindowDates } from '@shop/contract';
import { formatCountdown, formatDateTime, serviceAboutOrderPath, useTimeLeft } from '@shop/shared';
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

/** When the order is received by itself, and until when it can be reviewed and asked back. */
function OrderWindowNotes({ windows }: { windows: OrderWindowDates }) {
  const { t } = useTranslation('ucenter');
  // The moment the page opened: a window closing while it is open shows on the next visit.
  const [now] = useState(() => Date.now());
  const notes: string[] = [];
  if (windows.auto_receive_at) notes.push(t('orders.windows.autoReceive', { date: formatDateTime(windows.auto_receive_at) }));
  if (windows.review_closes_at && Date.parse(windows.review_closes_at) > now) notes.push(t('orders.windows.reviewUntil', { date: formatDateTime(windows.review_closes_at) }));
  if (windows.after_sales_closes_at) {
    const closed = Date.parse(windows.after_sales_closes_at) <= now;
    notes.push(t(closed ? 'orders.windows.afterSalesClosed' : 'orders.windows.afterSalesUntil', { date: formatDateTime(windows.after_sales_closes_at) }));
  }
  if (notes.length === 0) return null;
  return (
    <ul className="mt-2 space-y-1 text-xs text-slate-500">
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
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
        {order.windows && <OrderWindowNotes windows={order.windows} />}
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
