import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { GoodsDetail } from '@shop/contract';
import { buyNowPath, chosenSku, clampQuantity, missingGroup, reportFailure, toast, toggleOption, type Selection } from '@shop/shared';
import { useAddToCart } from '@/api/add-to-cart';
import { useRequireMember } from '@/hooks/use-require-member';

/**
 * The purchase state of a product (its page, or a card's SKU chooser): chosen values, the SKU they
 * name, the quantity within its stock, and the two actions, which need a full selection and a member.
 */
export function usePurchase(goods: GoodsDetail) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const requireMember = useRequireMember();
  const addToCart = useAddToCart();
  const [selection, setSelection] = useState<Selection>({});
  const [typedQuantity, setQuantity] = useState(1);
  const [problem, setProblem] = useState<string | null>(null);

  const sku = useMemo(() => chosenSku(goods.attr, goods.skus, selection), [goods, selection]);
  const stock = sku ? sku.stock : goods.stock;
  const quantity = clampQuantity(typedQuantity, stock);

  const choose = (specId: number, valueId: number) => {
    setSelection((current) => toggleOption(current, specId, valueId));
    setProblem(null);
  };

  /** The SKU to buy, or null after saying what is missing (or sending a visitor to sign-in). */
  const ready = () => {
    const missing = missingGroup(goods.attr, selection);
    if (missing || !sku) {
      setProblem(missing ? t('purchase.choose', { name: missing.name }) : t('purchase.unavailable'));
      return null;
    }
    if (sku.stock <= 0) {
      setProblem(t('purchase.soldOut'));
      return null;
    }
    setProblem(null);
    return requireMember() ? sku : null;
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
