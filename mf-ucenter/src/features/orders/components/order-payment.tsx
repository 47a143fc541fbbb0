import { useTranslation } from 'react-i18next';
import { Price } from '@shop/shared';
import { isPaid } from '../order-status';
import type { OrderDetail } from '../types';
import { DetailBox, InfoList } from './detail-box';

const KNOWN_METHODS = ['balance', 'sandbox'];

/** How the order is paid: the method (its name when the API sends a code) and how much. */
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
            method ? (KNOWN_METHODS.includes(method) ? t(`orders.payment.methods.${method}`) : method) : <span className="text-slate-500">{t('orders.payment.none')}</span>,
          ],
          [t('orders.fields.payable'), <Price value={order.payable} />],
          paid && [t('orders.fields.paidAmount'), <Price value={order.paid_amount ?? order.payable} className="font-semibold text-rose-700" />],
        ]}
      />
    </DetailBox>
  );
}
