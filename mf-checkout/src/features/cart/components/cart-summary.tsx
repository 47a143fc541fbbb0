import { useTranslation } from 'react-i18next';
import { Button, Price } from '@shop/shared';
import type { CartTotal } from '@shop/contract';

interface CartSummaryProps {
  total: CartTotal;
  canDeleteSelected: boolean;
  busy: boolean;
  onDeleteSelected: () => void;
  onMoveSelected: () => void;
  onCheckout: () => void;
}

/** The bar stuck to the bottom of the window: what is selected, the server's amount, check out. */
export function CartSummary({ total, canDeleteSelected, busy, onDeleteSelected, onMoveSelected, onCheckout }: CartSummaryProps) {
  const { t } = useTranslation('checkout');
  return (
    <div
      role="region"
      aria-label={t('cart.summary')}
      className="sticky bottom-0 z-10 mt-4 flex h-16 items-center justify-between rounded-lg border border-slate-200 bg-white pl-4 shadow-[0_-4px_12px_rgba(0,0,0,0.06)]"
    >
      <div className="flex items-center gap-6">
        <button type="button" disabled={!canDeleteSelected} onClick={onDeleteSelected} className="text-sm text-slate-600 hover:text-rose-600 disabled:cursor-not-allowed disabled:text-slate-300">
          {t('cart.deleteSelected')}
        </button>
        <button type="button" disabled={!canDeleteSelected} onClick={onMoveSelected} className="text-sm text-slate-600 hover:text-rose-600 disabled:cursor-not-allowed disabled:text-slate-300">
          {t('cart.moveSelected')}
        </button>
      </div>
      <div className="flex h-full items-center gap-6">
        <p className="text-sm text-slate-600" data-testid="selected-count">
          {t('cart.selectedCount', { count: total.selected_count })}
        </p>
        <p className="flex items-baseline gap-1 text-sm text-slate-600" aria-busy={busy || undefined}>
          {t('cart.goodsAmount')}
          <Price value={total.goods_amount} className="text-2xl font-bold text-rose-700" />
        </p>
        <Button disabled={total.selected_count === 0} onClick={onCheckout} className="h-full rounded-none rounded-r-lg px-10 text-lg">
          {t('cart.checkout')}
        </Button>
      </div>
    </div>
  );
}
