import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RefundableOrder } from '@shop/contract';
import { LoadFailed, orderDetailPath } from '@shop/shared';
import { CardsSkeleton } from '@/components/cards-skeleton';
import { useOrderRefunds } from '@/api/get-order-refunds';
import { useRefundableOrder } from '../api/get-refundable-order';
import { RefundCard } from './refund-card';
import { RefundForm } from './refund-form';
import { RefundFormSkeleton } from './refund-form-skeleton';

const box = 'rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200';

/** The order's requests, when none can be asked now: the open one to follow or cancel, or those already decided. */
function OrderRequests({ order }: { order: RefundableOrder }) {
  const { t } = useTranslation('ucenter');
  const { data, isError, refetch } = useOrderRefunds(order.order_id);
  if (!data) {
    if (isError) return <LoadFailed message={t('refund.failed')} onRetry={() => void refetch()} className="py-12" />;
    return <CardsSkeleton label={t('refund.listLoading')} cards={1} footer />;
  }
  if (data.list.length === 0) return null;
  return (
    <section aria-label={t('refund.form.requestsOfOrder')} className="space-y-4">
      {data.list.map((request) => (
        <RefundCard key={request.id} request={request} />
      ))}
    </section>
  );
}

/**
 * `/ucenter/order/refund?order_id=N`: the application for one of the member's orders, or, when the
 * order cannot ask now (a request already open, everything refunded, not paid, completed), why not
 * and the order's requests.
 */
export function RefundApplication({ orderId }: { orderId: number }) {
  const { t } = useTranslation('ucenter');
  const { data: order, isError, refetch } = useRefundableOrder(orderId);

  if (!order) {
    if (isError) return <LoadFailed message={t('refund.formFailed')} onRetry={() => void refetch()} className={box} />;
    return <RefundFormSkeleton />;
  }
  const heading = (
    <p className="mb-4 flex items-center gap-6 text-sm text-slate-500">
      <span>
        {t('refund.fields.orderNo')}{' '}
        <Link to={orderDetailPath(order.order_id)} className="font-mono text-slate-700 hover:text-rose-600">
          {order.order_no}
        </Link>
      </span>
      <Link to={orderDetailPath(order.order_id)} className="ml-auto text-slate-500 hover:text-rose-600">
        ‹ {t('refund.form.backToOrder')}
      </Link>
    </p>
  );
  if (order.refusal) {
    return (
      <div className="space-y-4">
        <div className={box}>
          {heading}
          <p role="status" className="rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-800">
            {order.refusal}
          </p>
        </div>
        <OrderRequests order={order} />
      </div>
    );
  }
  return (
    <div className={box}>
      {heading}
      <RefundForm order={order} />
    </div>
  );
}
