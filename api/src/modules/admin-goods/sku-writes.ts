import { RESULT_CODE, yuanTextToCents, type AdminGoodsSkuInput } from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/in-transaction';
import { goodsSkus } from '../../db/schema';
import { AppError, refused } from '../../http/errors';
import { setStockIfUnchanged } from '../stock';

export type SkuRow = typeof goodsSkus.$inferSelect;

/** A SKU's prices, and its code and picture when the save names them (left out, they stay as they are). */
export const skuValues = (sku: AdminGoodsSkuInput) => ({
  sellPriceCents: yuanTextToCents(sku.sell_price),
  marketPriceCents: yuanTextToCents(sku.market_price),
  ...(sku.code === undefined ? {} : { code: sku.code }),
  ...(sku.image === undefined ? {} : { image: sku.image }),
});

/** The stock of a SKU moved (a sale, a cancelled order, another operator) since the operator read it. */
const stockChanged = (index: number, sku: SkuRow) =>
  new AppError(409, RESULT_CODE.refused, 'goods_stock_changed', {
    params: { stock: sku.stock },
    data: { field: `skus.${index}.stock`, stock: sku.stock, sku_id: sku.id },
  });

/**
 * Writes each listed existing SKU's prices, code and picture, and its stock only when the operator
 * changed it and only if the SKU still holds what the operator saw (`stock_seen`): a sale made
 * meanwhile is never overwritten, the whole save is refused with 409 naming the SKU's stock.
 */
export async function writeSkuStock(tx: Tx, goodsId: number, skus: readonly AdminGoodsSkuInput[], current: SkuRow[]): Promise<void> {
  for (const [index, sku] of skus.entries()) {
    if (sku.id === undefined) continue;
    const row = current.find((candidate) => candidate.id === sku.id);
    if (!row) throw refused('goods_sku_unknown', `skus.${index}.id`);
    await tx
      .update(goodsSkus)
      .set(skuValues(sku))
      .where(and(eq(goodsSkus.id, row.id), eq(goodsSkus.goodsId, goodsId)));
    const stockMoves = sku.stock !== sku.stock_seen;
    if (stockMoves && !(await setStockIfUnchanged(tx, { id: row.id, goodsId }, sku.stock_seen!, sku.stock))) {
      const [now] = await tx.select().from(goodsSkus).where(eq(goodsSkus.id, row.id));
      throw stockChanged(index, now!);
    }
  }
}
