import { useTranslation } from 'react-i18next';
import { LazyImage, Price } from '@shop/shared';
import type { OrderLine } from '@shop/contract';

const COLUMNS = 'grid grid-cols-[minmax(0,1fr)_200px_120px_100px_120px] items-center gap-3';

/** The goods being bought, priced by the server. */
export function ConfirmItems({ items }: { items: OrderLine[] }) {
  const { t } = useTranslation('checkout');
  return (
    <div className="rounded-md border border-slate-200">
      <div className={`${COLUMNS} bg-slate-50 px-4 py-2 text-xs text-slate-500`}>
        <span>{t('items.goods')}</span>
        <span>{t('items.sku')}</span>
        <span>{t('items.price')}</span>
        <span>{t('items.quantity')}</span>
        <span className="text-right">{t('items.amount')}</span>
      </div>
      <ul aria-label={t('items.label')}>
        {items.map((item) => (
          <li key={item.sku_id} aria-label={item.name} className={`${COLUMNS} border-t border-slate-100 px-4 py-3`}>
            <div className="flex min-w-0 items-center gap-3">
              <LazyImage src={item.image} alt="" className="h-16 w-16 shrink-0 rounded border border-slate-200 object-cover" />
              <span className="line-clamp-2 text-sm text-slate-700">{item.name}</span>
            </div>
            <span className="text-xs text-slate-500">{item.sku_text}</span>
            <Price value={item.price} className="text-sm text-slate-700" />
            <span className="text-sm text-slate-700">×{item.quantity}</span>
            <Price value={item.amount} className="text-right text-sm font-semibold text-slate-800" />
          </li>
        ))}
      </ul>
    </div>
  );
}
