import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OrderDetail } from '@shop/contract';
import { Price, refundPath } from '@shop/shared';
import { RefundSteps } from '@/components/refund-steps';
import { useOrderRefunds } from '@/api/get-order-refunds';
import { isPaid } from '../lib/order-status';
import { DetailBox } from './detail-box';

/**
 * The order's after-sales requests on its detail: each with its state, amount and progress, and the
 * way to the after-sales page. Nothing while there are none (or the order was never paid).
 */
export function OrderRefunds({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('ucenter');
  const { data } = useOrderRefunds(order.id, isPaid(order.status));
  if (!data || data.list.length === 0) return null;
  return (
    <DetailBox title={t('refund.orderBox.title')}>
      <ul className="divide-y divide-slate-100">
        {data.list.map((request) => (
          <li key={request.id} className="flex items-center gap-6 py-3 first:pt-0 last:pb-0">
            <div className="w-56 shrink-0 text-sm">
              <p className="font-medium text-slate-700">{t(`refund.status.${request.status}`)}</p>
              <p className="mt-1 font-mono text-xs text-slate-500">{request.refund_no}</p>
            </div>
            <div className="w-40 shrink-0 text-sm text-slate-600">
              <Price value={request.amount} className="font-semibold text-rose-600" />
              <p className="mt-1 text-xs text-slate-500">{t(`refund.kinds.${request.kind}`)}</p>
            </div>
            <div className="flex-1">
              <RefundSteps request={request} />
            </div>
          </li>
        ))}
      </ul>
      <Link to={refundPath(order.id)} className="mt-4 inline-block text-sm text-rose-700 hover:underline">
        {t('refund.orderBox.all')} ›
      </Link>
    </DetailBox>
  );
}
