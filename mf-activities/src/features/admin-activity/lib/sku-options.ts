import type { AdminActivityDetail, GoodsDetail } from '@shop/contract';
import { parseSkuKey } from '@shop/commerce';

/** A SKU the activity may offer: its spec text and the product's own price and stock, and what the activity sold of it. */
export type SkuOption = { sku_id: number; text: string; original_price: string; sku_stock: number; sold: number };

/** "Red / M" from a SKU key ("12:31,13:35") and the product's spec groups; '' for a product without specs. */
export function skuText(goods: GoodsDetail, key: string): string {
  const chosen = parseSkuKey(key);
  return goods.attr
    .map((group) => group.list.find((value) => value.id === chosen[group.id])?.value)
    .filter(Boolean)
    .join(' / ');
}

/**
 * The SKUs the form lists: every SKU of the product as the shop sells it, with what the stored
 * activity sold of each; when the shop no longer shows the product, the activity's own SKUs.
 */
export function skuOptions(goods: GoodsDetail | null | undefined, activity: AdminActivityDetail | undefined, goodsId: number): SkuOption[] {
  const stored = activity?.goods_id === goodsId ? activity.skus : [];
  const sold = (skuId: number) => stored.find((sku) => sku.sku_id === skuId)?.sold ?? 0;
  if (goods) return goods.skus.map((sku) => ({ sku_id: sku.id, text: skuText(goods, sku.key), original_price: sku.sell_price, sku_stock: sku.stock, sold: sold(sku.id) }));
  return stored.map((sku) => ({ sku_id: sku.sku_id, text: sku.sku_text, original_price: sku.original_price, sku_stock: sku.sku_stock, sold: sku.sold }));
}
