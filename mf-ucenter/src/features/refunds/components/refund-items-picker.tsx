import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RefundableItem, RefundItemInput } from '@shop/contract';
import { FieldMessage, LazyImage, Price, QuantityStepper } from '@shop/shared';

interface RefundItemsPickerProps {
  items: RefundableItem[];
  value: RefundItemInput[];
  onChange: (items: RefundItemInput[]) => void;
  error?: string;
  errorId: string;
}

/**
 * The order's lines with a checkbox each and a stepper for the units (1 to what can still be
 * refunded). A line unticked keeps its units, so ticking it again restores them. Lines with nothing
 * left to refund are shown but cannot be chosen.
 */
export function RefundItemsPicker({ items, value, onChange, error, errorId }: RefundItemsPickerProps) {
  const { t } = useTranslation('ucenter');
  const [units, setUnits] = useState<Record<number, number>>(() => Object.fromEntries(value.map((item) => [item.order_item_id, item.quantity])));
  const chosen = new Map(value.map((item) => [item.order_item_id, item.quantity]));
  const open = items.filter((item) => item.refundable_quantity > 0);
  const unitsOf = (item: RefundableItem) => units[item.order_item_id] ?? item.refundable_quantity;

  /** The chosen lines in the order's order, so the request reads like the order. */
  const emit = (next: Map<number, number>) =>
    onChange(items.flatMap((item) => (next.has(item.order_item_id) ? [{ order_item_id: item.order_item_id, quantity: next.get(item.order_item_id)! }] : [])));

  const toggle = (item: RefundableItem, on: boolean) => {
    const next = new Map(chosen);
    if (on) next.set(item.order_item_id, unitsOf(item));
    else next.delete(item.order_item_id);
    emit(next);
  };
  const setQuantity = (item: RefundableItem, quantity: number) => {
    setUnits((current) => ({ ...current, [item.order_item_id]: quantity }));
    if (chosen.has(item.order_item_id)) emit(new Map(chosen).set(item.order_item_id, quantity));
  };
  const allChosen = open.length > 0 && open.every((item) => chosen.has(item.order_item_id));

  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={Boolean(error) || undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-700">{t('refund.form.items')}</legend>
      <div className="overflow-hidden rounded-md border border-slate-200">
        <label className="flex items-center gap-2 border-b border-slate-200 bg-slate-50 px-4 py-2 text-xs text-slate-600">
          <input
            type="checkbox"
            className="h-4 w-4 accent-rose-600"
            checked={allChosen}
            disabled={open.length === 0}
            onChange={(event) => emit(new Map(event.target.checked ? open.map((item) => [item.order_item_id, unitsOf(item)]) : []))}
          />
          {t('refund.form.selectAll')}
        </label>
        <ul className="divide-y divide-slate-100">
          {items.map((item) => {
            const selectable = item.refundable_quantity > 0;
            return (
              <li key={item.order_item_id} className={`flex items-center gap-4 px-4 py-3 ${selectable ? '' : 'opacity-60'}`}>
                <input
                  type="checkbox"
                  aria-label={t('refund.form.select', { name: item.name })}
                  className="h-4 w-4 shrink-0 accent-rose-600"
                  checked={chosen.has(item.order_item_id)}
                  disabled={!selectable}
                  onChange={(event) => toggle(item, event.target.checked)}
                />
                <LazyImage src={item.image} alt="" className="h-16 w-16 shrink-0 rounded border border-slate-100 object-cover" />
                <div className="min-w-0 flex-1">
                  <p className="line-clamp-2 text-sm text-slate-700">{item.name}</p>
                  {item.sku_text && <p className="mt-1 text-xs text-slate-500">{item.sku_text}</p>}
                  <p className="mt-1 text-xs text-slate-500">
                    <Price value={item.price} /> × {item.quantity}
                    <span className="mx-2 text-slate-300">|</span>
                    {t('refund.form.paid', { amount: `¥${item.paid}` })}
                    {item.refunded_quantity > 0 && (
                      <>
                        <span className="mx-2 text-slate-300">|</span>
                        {t('refund.form.refunded', { count: item.refunded_quantity })}
                      </>
                    )}
                  </p>
                </div>
                {/* The stepper's own note speaks of stock; the line under it says how many can be refunded instead. */}
                <div className="w-36 shrink-0 text-right [&_p[role=status]]:hidden">
                  {selectable && (
                    <>
                      <QuantityStepper value={unitsOf(item)} max={item.refundable_quantity} size="sm" label={t('refund.form.quantity', { name: item.name })} onChange={(quantity) => setQuantity(item, quantity)} />
                      <p className="text-xs text-slate-500">{t('refund.form.left', { count: item.refundable_quantity })}</p>
                    </>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </div>
      <FieldMessage id={errorId} message={error} />
    </fieldset>
  );
}
