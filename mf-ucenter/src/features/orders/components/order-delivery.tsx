import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@shop/contract';
import { fullAddress } from '../lib/format';
import { DetailBox, InfoList } from './detail-box';

/** Where the goods go: the recipient of an express order, or the store and the code of a pickup. */
export function OrderRecipient({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('ucenter');
  if (order.delivery === 'pickup') {
    const { store } = order;
    return (
      <DetailBox title={t('orders.pickup.title')}>
        {store && (
          <InfoList
            rows={[
              [t('orders.pickup.store'), store.name],
              [t('orders.pickup.hours'), store.business_hours],
              [t('orders.pickup.phone'), store.phone],
              [t('orders.pickup.address'), store.address],
            ]}
          />
        )}
        {order.pickup_code && (
          <div className="mt-4 rounded-md border border-dashed border-rose-300 bg-rose-50 px-4 py-3 text-center">
            <p className="text-xs text-slate-600" id="pickup-code-label">
              {t('orders.pickup.code')}
            </p>
            <p aria-labelledby="pickup-code-label" className="mt-1 font-mono text-3xl font-bold tracking-[0.3em] text-rose-700">
              {order.pickup_code}
            </p>
            <p className="mt-1 text-xs text-slate-600">{t('orders.pickup.codeTip')}</p>
          </div>
        )}
      </DetailBox>
    );
  }
  const { address } = order;
  return (
    <DetailBox title={t('orders.recipient.title')}>
      {address && (
        <InfoList
          rows={[
            [t('orders.recipient.name'), address.accept_name],
            [t('orders.recipient.phone'), address.mobile],
            [t('orders.recipient.address'), fullAddress({ ...address, address: [address.district, address.address].filter(Boolean).join(' ') }, t('orders.recipient.china'))],
          ]}
        />
      )}
    </DetailBox>
  );
}

/**
 * How the goods travel: the delivery type, and "not shipped yet" for an express order still in the
 * shop. Once it ships, its courier and tracking number head the parcel's timeline (OrderTracking).
 */
export function OrderShipping({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('ucenter');
  return (
    <DetailBox title={t('orders.shipping.title')}>
      <InfoList
        rows={[
          [t('orders.fields.delivery'), t(`orders.delivery.${order.delivery}`)],
          order.express && [t('orders.shipping.company'), order.express.company],
          !order.express && order.delivery === 'express' && [t('orders.shipping.company'), <span className="text-slate-500">{t('orders.shipping.notYet')}</span>],
        ]}
      />
    </DetailBox>
  );
}
