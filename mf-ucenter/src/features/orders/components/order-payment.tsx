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
  return (
    <DetailBox title={t('orders.payment.title')}>
      <InfoList
        rows={[
          [
            t('orders.fields.paymentMethod'),
            method ? t(`orders.payment.methods.${method}`) : <span className="text-slate-500">{t('orders.payment.none')}</span>,
          ],
          [t('orders.fields.payable'), <Price value={order.payable} />],
          paid && [t('orders.fields.paidAmount'), <Price value={order.paid_amount} className="font-semibold text-rose-700" />],
        ]}
      />
    </DetailBox>
  );
}
