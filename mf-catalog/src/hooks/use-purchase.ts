import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { GoodsDetail } from '@shop/contract';
import { useRequireMember, useSkuChoice } from '@shop/commerce';
import { buyNowPath, clampQuantity, reportFailure, toast } from '@shop/shared';
import { useAddToCart } from '@/api/add-to-cart';

/**
 * The purchase state of a product (its page, or a card's SKU chooser): chosen values, the SKU they
 * name, the quantity within its stock, and the two actions, which need a full selection and a member.
 */
export function usePurchase(goods: GoodsDetail) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const requireMember = useRequireMember();
  const addToCart = useAddToCart();
  const { selection, choose, sku, problem, setProblem, check } = useSkuChoice(goods.attr, goods.skus, { unavailable: t('purchase.unavailable') });
  const [typedQuantity, setQuantity] = useState(1);
  const stock = sku ? sku.stock : goods.stock;
  const quantity = clampQuantity(typedQuantity, stock);

  /** The SKU to buy, or null after saying what is missing (or sending a visitor to sign-in). */
  const ready = () => {
    const target = check();
    if (!target) return null;
    if (target.stock <= 0) {
      setProblem(t('purchase.soldOut'));
      return null;
    }
    return requireMember() ? target : null;
  };

  /** Resolves true once the cart took the goods. */
  const add = async (): Promise<boolean> => {
    const target = ready();
    if (!target) return false;
    try {
      await addToCart.mutateAsync({ sku_id: target.id, quantity });
      toast.success(t('purchase.added'));
      return true;
    } catch (error) {
      reportFailure(error, t('errors.actionFailed'));
      return false;
    }
  };

  const buyNow = () => {
    const target = ready();
    if (target) void navigate(buyNowPath(target.id, quantity));
  };

  return { selection, choose, sku, stock, quantity, setQuantity, problem, adding: addToCart.isPending, add, buyNow };
}
