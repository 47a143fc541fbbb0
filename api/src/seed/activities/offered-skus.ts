import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { goodsSkus } from '../../db/schema';

export type OfferedSku = { id: number; priceCents: number };

/** The SKUs of a product an activity seeds with: its first in-stock SKUs, up to `limit`, in id order. */
export function inStockSkus(db: Db, goodsId: number, limit: number): Promise<OfferedSku[]> {
  return db
    .select({ id: goodsSkus.id, priceCents: goodsSkus.sellPriceCents })
    .from(goodsSkus)
    .where(and(eq(goodsSkus.goodsId, goodsId), gt(goodsSkus.stock, 0)))
    .orderBy(asc(goodsSkus.id))
    .limit(limit);
}

/**
 * Activity SKU rows at an offer's price: the first SKU at `priceCents` with the offer's units left
 * and sold, any other SKU keeping its price difference to the first, with half as many left and none sold.
 */
export function discountedSkuRows(activityId: number, skus: OfferedSku[], offer: { priceCents: number; stock: number; sold: number }) {
  const [first] = skus;
  const discount = (first?.priceCents ?? offer.priceCents) - offer.priceCents;
  return skus.map((sku) => ({
    activityId,
    skuId: sku.id,
    priceCents: Math.max(1, sku.priceCents - discount),
    stock: sku.id === first?.id ? offer.stock : Math.ceil(offer.stock / 2),
    sold: sku.id === first?.id ? offer.sold : 0,
  }));
}
