import { useTranslation } from 'react-i18next';
import { ConfirmDialog, formatYuan } from '@shop/shared';
import type { CartRow } from '@shop/contract';

interface ChangesDialogProps {
  rows: CartRow[];
  pending: boolean;
  onAccept: () => void;
  onDismiss: () => void;
}

/**
 * Asked before checking out selected rows whose price moved or whose stock ran low since they were
 * added: each row and what changed. Accepting remembers the new prices and goes on to checkout.
 */
export function ChangesDialog({ rows, pending, onAccept, onDismiss }: ChangesDialogProps) {
  const { t } = useTranslation('checkout');
  const describe = (row: CartRow) => {
    const parts: string[] = [];
    if (row.price_change) {
      const key = row.price_change.direction === 'dropped' ? 'cart.changes.droppedTo' : 'cart.changes.roseTo';
      parts.push(t(key, { amount: formatYuan(row.price_change.amount), price: formatYuan(row.sell_price) }));
    }
    if (row.stock_notice === 'low') parts.push(t('cart.changes.onlyLeft', { count: row.stock }));
    return parts.join(t('cart.changes.separator'));
  };
  return (
    <ConfirmDialog
      title={t('cart.changes.title')}
      message={
        <>
          <span className="block">{t('cart.changes.intro', { count: rows.length })}</span>
          <ul className="mt-3 max-h-60 space-y-2 overflow-y-auto">
            {rows.map((row) => (
              <li key={row.id} className="rounded bg-slate-50 px-3 py-2">
                <span className="line-clamp-1 block font-medium text-slate-800">{row.name}</span>
                <span className="block text-xs text-amber-800">{describe(row)}</span>
              </li>
            ))}
          </ul>
        </>
      }
      confirmLabel={t('cart.changes.accept')}
      dismissLabel={t('cart.changes.back')}
      pending={pending}
      onConfirm={onAccept}
      onDismiss={onDismiss}
    />
  );
}
