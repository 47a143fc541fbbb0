import { useTranslation } from 'react-i18next';
import { formatYuan } from '@shop/shared';
import type { CartRow } from '@shop/contract';

/** "Price dropped ¥X since you added it" / "rose": under the unit price. */
export function PriceChangeNote({ row }: { row: CartRow }) {
  const { t } = useTranslation('checkout');
  if (!row.price_change) return null;
  const dropped = row.price_change.direction === 'dropped';
  return (
    <p className={`mt-1 text-xs ${dropped ? 'text-emerald-700' : 'text-amber-700'}`}>
      {t(dropped ? 'cart.changes.dropped' : 'cart.changes.rose', { amount: formatYuan(row.price_change.amount) })}
    </p>
  );
}

/** "Only N left" under the quantity, when the stock ran low since the row was added or is below it. */
export function StockNote({ row }: { row: CartRow }) {
  const { t } = useTranslation('checkout');
  if (row.stock_notice !== 'low') return null;
  return <p className="mt-1 text-xs text-amber-700">{t('cart.changes.onlyLeft', { count: row.stock })}</p>;
}
