import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GoodsDetail, GoodsListItem } from '@shop/contract';
import { reportFailure, toast } from '@shop/shared';
import { useAddToCart } from '@/api/add-to-cart';
import { goodsDetailQuery } from '@/api/get-goods-detail';
import { useRequireMember } from '@shop/commerce';
import { SkuChooser } from './sku-chooser';

/**
 * "Add to cart" on a product card, shown on hover and on keyboard focus: a product with one SKU
 * goes straight into the cart, one with several opens the SKU chooser; a visitor signs in first.
 */
export function QuickAddButton({ goods }: { goods: GoodsListItem }) {
  const { t } = useTranslation('catalog');
  const queryClient = useQueryClient();
  const requireMember = useRequireMember();
  const addToCart = useAddToCart();
  const [choosing, setChoosing] = useState<GoodsDetail | null>(null);

  // The product is read through its page's query: opening the product afterwards is instant.
  const quickAdd = useMutation({
    mutationFn: async () => {
      const detail = await queryClient.fetchQuery(goodsDetailQuery(goods.id));
      const [only, ...others] = detail.skus;
      if (!only || others.length > 0) return detail;
      await addToCart.mutateAsync({ sku_id: only.id, quantity: 1 });
      return null;
    },
    onSuccess: (needsChoice) => {
      if (needsChoice) setChoosing(needsChoice);
      else toast.success(t('purchase.added'));
    },
    onError: (error) => reportFailure(error, t('errors.actionFailed')),
  });
  const busy = quickAdd.isPending;

  return (
    <>
      {/* Laid over the card's photo: the card itself is one link, which cannot hold a button. */}
      <div className="pointer-events-none absolute inset-x-3 top-3 flex aspect-square items-end p-2">
        <button
          type="button"
          aria-label={t('quickAdd.label', { name: goods.name })}
          aria-busy={busy || undefined}
          disabled={goods.stock <= 0}
          onClick={() => {
            // Not disabled while busy: a disabled button would drop the focus the chooser gives back to it.
            if (!busy && requireMember()) quickAdd.mutate();
          }}
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
