import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityDetail, ActivitySkuOption } from '@shop/contract';
import { initialSelection, useSkuChoice } from '@shop/commerce';
import { clampQuantity } from '@shop/shared';
import { purchaseBlock, purchaseCap } from '@/lib/purchase-cap';

/** What an activity page's buttons know of the purchase being put together. */
export interface ActivityPurchaseState {
  /** The activity SKU of a complete choice, else null. */
  sku: ActivitySkuOption | null;
  /** Within what is left, the per-order cap and what the member may still buy. */
  quantity: number;
  /** Why nothing can be bought now, in words (not started, ended, sold out, limit reached), else null. */
  blocked: string | null;
  /** Before a buy: the SKU, or null after saying on the page which option is still to choose. */
  ready: () => ActivitySkuOption | null;
}

/**
 * The purchase state of an activity's page: chosen values, the SKU they name, a quantity within
 * every cap, and why buying is impossible when it is. `maxQuantity` caps further (a bargain: one).
 */
export function useActivityPurchase(activity: ActivityDetail, maxQuantity?: number) {
  const { t } = useTranslation('activities');
  const { selection, choose, sku, problem, check } = useSkuChoice(activity.attr, activity.skus, {
    initial: () => initialSelection(activity.skus),
    unavailable: t('common.detail.unavailable'),
  });
  const [typedQuantity, setQuantity] = useState(1);
  const stock = sku ? sku.stock : activity.stock;
  const cap = Math.min(purchaseCap(stock, activity.limit), maxQuantity ?? Number.POSITIVE_INFINITY);
  const quantity = clampQuantity(typedQuantity, cap);
  const block = purchaseBlock(activity.state, stock, activity.limit);

  const state: ActivityPurchaseState = { sku, quantity, blocked: block && t(`common.detail.why.${block}`), ready: check };
  return { ...state, selection, choose, stock, cap, setQuantity, problem };
}
