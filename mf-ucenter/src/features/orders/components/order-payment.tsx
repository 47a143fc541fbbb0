import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@shop/contract';
import { Price } from '@shop/shared';
import { isPaid } from '../lib/order-status';
import { DetailBox, InfoList } from './detail-box';

/** How the order is paid: the method and how much. */
export function OrderPayment({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('ucenter');
  const method = order.payment_method;
  const paid = isPaid(order.status);
  const paymentMethodText = () => {
    if (method) return t(`orders.payment.methods.${method}`);
    // A points-mall order its points paid for whole is paid without money.
    if (paid && order.points_spent > 0) return t('orders.payment.points');
    return <span className="text-slate-500">{t('orders.payment.none')}</span>;
  };
  return (
    <DetailBox title={t('orders.payment.title')}>
      <InfoList
        rows={[
          [
            t('orders.fields.paymentMethod'),
            paymentMethodText(),
          ],
          order.points_spent > 0 && [t('orders.fields.pointsSpent'), t('orders.points', { count: order.points_spent })],
          [t('orders.fields.payable'), <Price value={order.payable} />],
          paid && [t('orders.fields.paidAmount'), <Price value={order.paid_amount} className="font-semibold text-rose-700" />],
        ]}
      />
    </DetailBox>
  );
}
