import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OrderDetail as Order } from '@shop/contract';
import { formatDateTime, LoadFailed, ORDERS_PATH, Skeleton } from '@shop/shared';
import { useOrder } from '../api/get-order';
import { CopyButton } from './copy-button';
import { DetailBox, InfoList } from './detail-box';
import { OrderAmounts } from './order-amounts';
import { OrderRecipient, OrderShipping } from './order-delivery';
import { OrderInvoice } from './order-invoice';
import { OrderItemsTable } from './order-items-table';
import { OrderPayment } from './order-payment';
import { OrderRefunds } from './order-refunds';
import { OrderStatusPanel } from './order-status-panel';
import { OrderTracking } from './order-tracking';

const box = 'rounded-lg bg-white shadow-sm ring-1 ring-slate-200';

function OrderDetailSkeleton() {
  const { t } = useTranslation('ucenter');
  return (
    <div role="status" aria-label={t('orders.detailLoading')} className="space-y-4">
      <Skeleton className="h-48 w-full rounded-lg" />
      <Skeleton className="h-56 w-full rounded-lg" />
      <Skeleton className="h-64 w-full rounded-lg" />
    </div>
  );
}

/** The member's notes and the merchant's, "None" when empty: the member sees both were read. */
function Note({ text }: { text: string }) {
  const { t } = useTranslation('ucenter');
  return text ? <span className="whitespace-pre-line">{text}</span> : <span className="text-slate-500">{t('orders.none')}</span>;
}

function OrderFacts({ order }: { order: Order }) {
  const { t } = useTranslation('ucenter');
  return (
    <DetailBox title={t('orders.info.title')}>
      <div className="grid grid-cols-2 gap-x-10">
        <InfoList
          rows={[
            [
              t('orders.fields.orderNo'),
              <>
                <span className="font-mono">{order.order_no}</span>
                <CopyButton text={order.order_no} label={t('orders.copyOrderNo')} />
              </>,
            ],
            [t('orders.fields.createdAt'), formatDateTime(order.created_at)],
            [t('orders.fields.paidAt'), order.paid_at ? formatDateTime(order.paid_at) : <span className="text-slate-500">{t('orders.payment.none')}</span>],
          ]}
        />
        <InfoList
          rows={[
            [t('orders.fields.remark'), <Note text={order.remark} />],
            [t('orders.fields.merchantRemark'), <Note text={order.merchant_remark} />],
          ]}
        />
      </div>
    </DetailBox>
  );
}

/** Every field of one order, with what the member may do with it now. */
export function OrderDetail({ id }: { id: number }) {
  const { t } = useTranslation('ucenter');
  const { data: order, isError, refetch } = useOrder(id);

  if (!order) {
    if (!isError) return <OrderDetailSkeleton />;
    return <LoadFailed message={t('orders.detailFailed')} onRetry={() => void refetch()} className={`${box} p-10`} />;
  }
  return (
    <div className="space-y-4">
      <OrderStatusPanel order={order} />
      <div className={`${box} divide-y divide-slate-100`}>
        <OrderFacts order={order} />
        <div className="grid grid-cols-3 divide-x divide-slate-100">
          <OrderRecipient order={order} />
          <OrderShipping order={order} />
          <OrderPayment order={order} />
        </div>
        <OrderTracking order={order} />
        {order.invoice && <OrderInvoice invoice={order.invoice} />}
        <OrderRefunds order={order} />
      </div>
      <div className={`${box} overflow-hidden`}>
        <OrderItemsTable items={order.items} />
        <OrderAmounts order={order} />
      </div>
      <Link to={ORDERS_PATH} className="inline-block text-sm text-slate-500 hover:text-rose-600">
        ‹ {t('orders.backToList')}
      </Link>
    </div>
  );
}
