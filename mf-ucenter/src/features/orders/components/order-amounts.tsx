import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@shop/contract';
import { Price } from '@shop/shared';
import { isPaid } from '../lib/order-status';

function AmountRow({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`flex items-baseline justify-end gap-6 ${strong ? 'pt-2' : ''}`}>
      <dt className="text-slate-500">{label}</dt>
      <dd className={`w-32 text-right ${strong ? 'text-xl font-semibold text-rose-700' : 'text-slate-700'}`}>{children}</dd>
    </div>
  );
}

/** The sums as the server computed them: goods, freight, discount, payable and paid. */
export function OrderAmounts({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('ucenter');
  const paid = isPaid(order.status);
  const discounted = Number.parseFloat(order.discount) > 0;
  return (
    <section aria-label={t('orders.amountsLabel')} className="border-t border-slate-100 px-6 py-5">
      <dl className="space-y-2 text-sm">
        <AmountRow label={t('orders.fields.goodsAmount')}>
          <Price value={order.goods_amount} />
        </AmountRow>
        <AmountRow label={t('orders.fields.freight')}>
          <span aria-hidden="true">+ </span>
          <Price value={order.freight} />
        </AmountRow>
        <AmountRow label={order.coupon ? t('orders.fields.discountWithCoupon', { name: order.coupon.name }) : t('orders.fields.discount')}>
          <span aria-hidden="true">{discounted ? '− ' : ''}</span>
          <Price value={order.discount} />
        </AmountRow>
        {order.points_spent > 0 && (
          <AmountRow label={t('orders.fields.pointsSpent')}>{t('orders.points', { count: order.points_spent })}</AmountRow>
        )}
        <AmountRow label={t('orders.fields.payable')} strong={!paid}>
          <Price value={order.payable} />
        </AmountRow>
        {paid && (
          <AmountRow label={t('orders.fields.paidAmount')} strong>
            <Price value={order.paid_amount} />
          </AmountRow>
        )}
      </dl>
    </section>
  );
}
