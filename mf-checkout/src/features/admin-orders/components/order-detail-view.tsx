import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ORDER_STATUS, type AdminOrderDetail } from '@shop/contract';
import { COMMERCE_NAMESPACE } from '@shop/commerce';
import { ApiError, Button, formatDateTime, LoadFailed, Permission, Price, Skeleton } from '@shop/shared';
import { orderStatusText, statusTone } from '@/components/order-status-text';
import { useAdminOrder } from '../api/get-admin-order';
import { useMarkPickupReady } from '../api/pickup-order';
import { Facts, InfoCard } from './info-card';
import { GroupHoldsShipment, OrderGroupBadge } from './order-group-state';
import { OrderPrintButton } from './order-print-button';
import { PickupVerifyForm } from './pickup-verify-form';
import { ShipDialog } from './ship-dialog';
import { TrackingCard } from './tracking-card';

function DetailSkeleton() {
  return (
    <div aria-busy="true" className="grid grid-cols-3 gap-3">
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} className={`h-40 ${index === 2 ? 'col-span-3' : ''}`} />
      ))}
    </div>
  );
}

/** The actions the order's state and the user's permissions allow, each behind its permission. */
function OrderActions({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('checkout');
  const [shipping, setShipping] = useState(false);
  const ready = useMarkPickupReady();
  const waitingForGroup = order.group?.status === 'open';
  const unshipped = order.status === ORDER_STATUS.unshipped && !waitingForGroup;
  return (
    <div role="toolbar" aria-label={t('adminOrder.detail.actions')} className="flex flex-wrap items-center gap-2">
      {unshipped && order.delivery === 'express' ? (
        <Permission allow={['order.ship']}>
          <Button className="h-8 px-4" onClick={() => setShipping(true)}>
            {t('adminOrder.ship.open')}
          </Button>
          {shipping ? <ShipDialog order={order} onClose={() => setShipping(false)} /> : null}
        </Permission>
      ) : null}
      {unshipped && order.delivery === 'pickup' ? (
        <Permission allow={['order.pickup']}>
          <Button className="h-8 px-4" pending={ready.isPending} onClick={() => ready.mutate({ id: order.id })}>
            {t('adminOrder.pickup.ready')}
          </Button>
        </Permission>
      ) : null}
      <OrderPrintButton order={order} kind="slip" />
      {order.paid_at ? <OrderPrintButton order={order} kind="invoice" /> : null}
    </div>
  );
}

function Destination({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('checkout');
  if (order.store) {
    return (
      <InfoCard title={t('adminOrder.detail.store')}>
        <Facts
          rows={[
            [t('adminOrder.detail.store'), `${order.store.name} (${order.store.phone})`],
            ['', order.store.address],
            [t('adminOrder.detail.pickupCode'), order.pickup_code ? <span className="font-mono tracking-widest">{order.pickup_code}</span> : t('adminOrder.detail.none')],
          ]}
        />
        {order.status === ORDER_STATUS.unreceived ? (
          <Permission allow={['order.pickup']}>
            <div className="mt-4 border-t border-slate-100 pt-3">
              <h3 className="mb-2 text-sm font-medium text-slate-700">{t('adminOrder.pickup.verifyTitle')}</h3>
              <PickupVerifyForm orderId={order.id} />
            </div>
          </Permission>
        ) : null}
      </InfoCard>
    );
  }
  const address = order.address;
  return (
    <InfoCard title={t('adminOrder.detail.address')}>
      <Facts
        rows={[
          [t('adminOrder.detail.recipient'), address ? `${address.accept_name} ${address.mobile}` : t('adminOrder.detail.none')],
          ['', address ? [address.country, address.province, address.city, address.district, address.address, address.address2, address.zip].filter(Boolean).join(' ') : ''],
          [t('adminOrder.detail.express'), order.express ? order.express.company : t('adminOrder.detail.notShipped')],
          [t('adminOrder.detail.trackingNo'), order.express ? <span className="font-mono">{order.express.tracking_no}</span> : '—'],
        ]}
      />
    </InfoCard>
  );
}

function ItemsCard({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('checkout');
  // An order's lines and totals are worded as on its printout (@shop/commerce); the back office adds what was refunded.
  const { t: printed } = useTranslation(COMMERCE_NAMESPACE);
  const totals: Array<[string, ReactNode]> = [
    [printed('order.goodsAmount'), <Price value={order.goods_amount} />],
    [printed('order.freight'), <Price value={order.freight} />],
    [printed('order.discount'), <Price value={order.discount} />],
    ...(order.points_spent > 0 ? ([[printed('order.pointsSpent'), printed('order.points', { count: order.points_spent })]] as Array<[string, ReactNode]>) : []),
    [t('adminOrder.detail.payable'), <Price value={order.payable} className="font-semibold text-rose-600" />],
    [t('adminOrder.detail.paid'), <Price value={order.paid_amount} />],
    [t('adminOrder.detail.refundedAmount'), <Price value={order.refunded_amount} />],
  ];
  return (
    <InfoCard title={t('adminOrder.detail.items')} className="col-span-3">
      <table className="w-full text-sm" aria-label={t('adminOrder.detail.items')}>
        <thead className="bg-slate-50 text-xs text-slate-600">
          <tr>
            {(['goods', 'sku', 'price', 'quantity', 'amount', 'refunded'] as const).map((column) => (
              <th key={column} scope="col" className={`px-2 py-1.5 font-medium ${column === 'goods' || column === 'sku' ? 'text-left' : 'text-right'}`}>
                {column === 'refunded' ? t('adminOrder.detail.refunded') : printed(`order.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.sku_id} className="border-b border-slate-100">
              <td className="px-2 py-2">
                <div className="flex items-center gap-2">
                  <img src={item.image} alt="" className="h-10 w-10 rounded object-cover" />
                  <span>{item.name}</span>
                </div>
              </td>
              <td className="px-2 py-2 text-slate-600">{item.sku_text}</td>
              <td className="px-2 py-2 text-right">
                <Price value={item.price} />
              </td>
              <td className="px-2 py-2 text-right">{item.quantity}</td>
              <td className="px-2 py-2 text-right">
                <Price value={item.amount} />
              </td>
              <td className="px-2 py-2 text-right text-slate-600">{item.refunded_quantity > 0 ? `${item.refunded_quantity} / ¥${item.refunded_amount}` : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-3 ml-auto w-64">
        <Facts rows={totals} />
      </div>
    </InfoCard>
  );
}

/** /admin/order/detail?id=: the order's cards (summary, destination, member, items, payment, requests, timeline) and its actions. */
export function OrderDetailView({ id }: { id: number }) {
  const { t } = useTranslation('checkout');
  const query = useAdminOrder(id);
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.code === 404) {
      return (
        <div role="alert" className="rounded border border-slate-200 bg-white p-10 text-center text-sm text-slate-600">
          <p>{t('adminOrder.detail.missing')}</p>
          <Link to="/admin/order/index" className="mt-3 inline-block text-rose-600 hover:underline">
            {t('adminOrder.detail.back')}
          </Link>
        </div>
      );
    }
    return <LoadFailed message={t('adminOrder.loadFailed')} onRetry={() => void query.refetch()} />;
  }
  const order = query.data;
  const none = t('adminOrder.detail.none');
  return (
    <div className="space-y-3 text-sm">
      <div className="flex items-center justify-between rounded border border-slate-200 bg-white px-4 py-2">
        <Link to="/admin/order/index" className="text-rose-600 hover:underline">
          ‹ {t('adminOrder.detail.back')}
        </Link>
        <OrderActions order={order} />
      </div>
      {order.status === ORDER_STATUS.unshipped && order.group?.status === 'open' ? <GroupHoldsShipment group={order.group} /> : null}
      <div className="grid grid-cols-3 gap-3">
        <InfoCard title={t('adminOrder.detail.summary')}>
          <Facts
            rows={[
              [t('adminOrder.detail.orderNo'), <span className="font-mono">{order.order_no}</span>],
              [
                t('adminOrder.detail.status'),
                <span className="flex flex-wrap items-center gap-2">
                  <span className={`whitespace-nowrap ${statusTone(order.status)}`}>{orderStatusText(t, order.status, order.delivery)}</span>
                  {order.group ? <OrderGroupBadge group={order.group} /> : null}
                </span>,
              ],
              [t('adminOrder.detail.delivery'), t(`adminOrder.delivery.${order.delivery}`)],
              [t('adminOrder.detail.coupon'), order.coupon?.name ?? none],
              [t('adminOrder.detail.remark'), order.remark || none],
              [t('adminOrder.detail.merchantRemark'), order.merchant_remark || none],
              [t('adminOrder.detail.invoice'), order.invoice ? `${order.invoice.header}${order.invoice.tax_no ? ` (${order.invoice.tax_no})` : ''}` : none],
            ]}
          />
        </InfoCard>
        <InfoCard title={t('adminOrder.detail.member')}>
          <Facts
            rows={[
              [t('adminOrder.detail.username'), order.member.username],
              [t('adminOrder.detail.nickname'), order.member.nickname || none],
              [t('adminOrder.detail.mobile'), order.member.mobile ?? none],
            ]}
          />
        </InfoCard>
        <Destination order={order} />
        <ItemsCard order={order} />
        <TrackingCard order={order} />
        <InfoCard title={t('adminOrder.detail.payment')}>
          {order.payments.length === 0 ? (
            <p className="text-slate-500">
              {order.paid_at && order.points_spent > 0 ? t('adminOrder.detail.paidWithPoints', { count: order.points_spent }) : t('adminOrder.detail.noPayments')}
            </p>
          ) : (
            <ul className="space-y-2">
              {order.payments.map((payment) => (
                <li key={payment.payment_no} className="flex justify-between gap-2">
                  <span>
                    {t(`adminOrder.detail.methods.${payment.method}`)} · {t(`adminOrder.detail.paymentStatus.${payment.status}`)}
                    <span className="block font-mono text-xs text-slate-500">{payment.payment_no}</span>
                  </span>
                  <Price value={payment.amount} />
                </li>
              ))}
            </ul>
          )}
        </InfoCard>
        <InfoCard title={t('adminOrder.detail.refunds')}>
          {order.refunds.length === 0 ? (
            <p className="text-slate-500">{none}</p>
          ) : (
            <ul className="space-y-2">
              {order.refunds.map((refund) => (
                <li key={refund.id} className="flex justify-between gap-2">
                  <span>
                    {t(`adminOrder.detail.refundKinds.${refund.kind}`)} · {t(`adminRefund.status.${refund.status}`)}
                    <span className="block font-mono text-xs text-slate-500">{refund.refund_no}</span>
                  </span>
                  <Price value={refund.amount} />
                </li>
              ))}
            </ul>
          )}
        </InfoCard>
        <InfoCard title={t('adminOrder.detail.timeline')}>
          <ol className="space-y-2 border-l-2 border-rose-200 pl-3">
            {order.timeline.map((moment) => (
              <li key={moment.event}>
                <span className="font-medium text-slate-800">{t(`adminOrder.detail.events.${moment.event}`)}</span>
                <time dateTime={moment.at} className="block text-xs text-slate-500">
                  {formatDateTime(moment.at)}
                </time>
              </li>
            ))}
          </ol>
        </InfoCard>
      </div>
    </div>
  );
}
