import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@shop/shared';
import { addToCart } from '@/features/goods-detail/api/add-to-cart';
import { getGoodsDetail } from '@/features/goods-detail/api/get-goods-detail';
import type { GoodsDetail } from '@/features/goods-detail/types';
import { useRequireMember } from '@/hooks/use-sign-in-redirect';
import { reportFailure } from '@/lib/report-failure';
import type { GoodsSummary } from '@/types/goods';
import { SkuChooser } from './sku-chooser';

/**
 * "Add to cart" on a product card, shown on hover and on keyboard focus: a product with one SKU
 * goes straight into the cart, one with several opens the SKU chooser; a visitor signs in first.
 */
export function QuickAddButton({ goods }: { goods: GoodsSummary }) {
  const { t } = useTranslation('catalog');
  const requireMember = useRequireMember();
  const [busy, setBusy] = useState(false);
  const [choosing, setChoosing] = useState<GoodsDetail | null>(null);

  const quickAdd = async () => {
    // Not disabled while busy: a disabled button would drop the focus the chooser gives back to it.
    if (busy || !requireMember()) return;
    setBusy(true);
    try {
      const detail = await getGoodsDetail(goods.id);
      if (detail.skus?.length === 1) {
        await addToCart(detail.skus[0].id, 1);
        toast.success(t('purchase.added'));
      } else {
        setChoosing(detail);
      }
    } catch (error) {
      reportFailure(error, t('errors.actionFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {/* Laid over the card's photo: the card itself is one link, which cannot hold a button. */}
      <div className="pointer-events-none absolute inset-x-3 top-3 flex aspect-square items-end p-2">
        <button
          type="button"
          aria-label={t('quickAdd.label', { name: goods.name })}
          aria-busy={busy || undefined}
          disabled={goods.stock <= 0}
          onClick={() => void quickAdd()}
          className="pointer-events-auto flex h-9 w-full items-center justify-center gap-1.5 rounded-md bg-rose-700 text-sm font-medium text-white opacity-0 shadow-md transition-opacity group-hover/card:opacity-100 hover:bg-rose-800 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:hidden"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M3 4h2l2.4 11h10.2L20 7H6.2M10 20h.01M17 20h.01" />
          </svg>
          {t('purchase.addToCart')}
        </button>
      </div>
      {choosing && <SkuChooser goods={choosing} onClose={() => setChoosing(null)} />}
    </>
  );
}
