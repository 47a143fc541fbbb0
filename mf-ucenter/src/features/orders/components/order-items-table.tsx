import { useTranslation } from 'react-i18next';
import type { OrderLine } from '@shop/contract';
import { lineAmount, Price } from '@shop/shared';
import { OrderGoods } from '@/components/order-goods';

/** The ordered lines: goods, unit price, quantity and subtotal. */
export function OrderItemsTable({ items }: { items: OrderLine[] }) {
  const { t } = useTranslation('ucenter');
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t('orders.items.caption')}</caption>
      <thead className="bg-slate-50 text-xs text-slate-500">
        <tr>
          <th scope="col" className="px-6 py-2.5 text-left font-normal">{t('orders.items.goods')}</th>
          <th scope="col" className="w-36 px-4 py-2.5 text-center font-normal">{t('orders.items.price')}</th>
          <th scope="col" className="w-28 px-4 py-2.5 text-center font-normal">{t('orders.items.quantity')}</th>
          <th scope="col" className="w-36 px-6 py-2.5 text-right font-normal">{t('orders.items.subtotal')}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {items.map((item) => (
          <tr key={item.sku_id}>
            <td className="px-6 py-4">
              <OrderGoods item={item} />
            </td>
            <td className="px-4 py-4 text-center text-slate-600">
              <Price value={item.price} />
            </td>
            <td className="px-4 py-4 text-center text-slate-600">{item.quantity}</td>
            <td className="px-6 py-4 text-right font-medium text-slate-800">
              <Price value={lineAmount(item.price, item.quantity)} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
