import type { SavedGoods } from '@shop/contract';
import { count, inArray, min, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { goods, goodsSkus } from '../../db/schema';
import type { Lang } from '../../http/i18n';
import { pick } from '../../lib/bilingual';
import { centsToYuan } from '../../lib/money';

/**
 * Goods as the member's favourites and footprints show them, by id: as they are now (price, shelf,
 * stock), with the only SKU of a product that has one, so it can go to the cart from the list.
 */
export async function loadSavedGoods(db: Db, goodsIds: readonly number[], lang: Lang): Promise<Map<number, SavedGoods>> {
  const ids = [...new Set(goodsIds)];
  if (ids.length === 0) return new Map();
  const [rows, skus] = await Promise.all([
    db.select().from(goods).where(inArray(goods.id, ids)),
    db
      .select({ goodsId: goodsSkus.goodsId, skus: count(), stock: sum(goodsSkus.stock).mapWith(Number), firstSku: min(goodsSkus.id) })
      .from(goodsSkus)
      .where(inArray(goodsSkus.goodsId, ids))
      .groupBy(goodsSkus.goodsId),
  ]);
  const skusOf = new Map(skus.map((row) => [row.goodsId, row]));
  return new Map(
    rows.map((row) => {
      const sku = skusOf.get(row.id);
      const saved: SavedGoods = {
        goods_id: row.id,
        name: pick(lang, { en: row.nameEn, zh: row.nameZh }),
        image: row.image,
        sell_price: centsToYuan(row.sellPriceCents),
        market_price: centsToYuan(row.marketPriceCents),
        on_sale: row.status === 'on',
        stock: sku?.stock ?? 0,
        sku_id: sku?.skus === 1 ? sku.firstSku : null,
      };
      return [row.id, saved];
    }),
  );
}
