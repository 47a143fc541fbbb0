import type { CommentCounts, FavoriteAnswer, GoodsDetail } from '@shop/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/in-transaction';
import { favorites, goods, goodsComments, goodsSkus, shops } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Lang } from '../../http/i18n';
import { centsToYuan } from '../../lib/money';
import { loadSpecGroups } from '../sku';
import { loadActivityBadges } from './activity-badge-service';

const en = (lang: Lang) => lang === 'en-us';

/** An on-shelf goods row; unknown and off-shelf goods answer 404 alike. */
export async function findOnShelfGoods(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(goods)
    .where(and(eq(goods.id, id), eq(goods.status, 'on')))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export async function countComments(db: Db, goodsId: number): Promise<CommentCounts> {
  const [row] = await db
    .select({
      all: count(),
      good: count(sql`case when ${goodsComments.rating} >= 4 then 1 end`),
      mid: count(sql`case when ${goodsComments.rating} = 3 then 1 end`),
      bad: count(sql`case when ${goodsComments.rating} <= 2 then 1 end`),
      img: count(sql`case when jsonb_array_length(${goodsComments.images}) > 0 then 1 end`),
    })
    .from(goodsComments)
    .where(eq(goodsComments.goodsId, goodsId));
  return row ?? { all: 0, good: 0, mid: 0, bad: 0, img: 0 };
}

/** Share of good reviews, 0-100; goods nobody has reviewed yet count as 100. */
const goodRate = (counts: CommentCounts) => (counts.all === 0 ? 100 : Math.round((counts.good * 100) / counts.all));

async function isFavorite(db: Db, userId: number | null, goodsId: number): Promise<boolean> {
  if (userId === null) return false;
  const [row] = await db
    .select({ goodsId: favorites.goodsId })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.goodsId, goodsId)))
    .limit(1);
  return Boolean(row);
}

/** Everything the product page shows, in the shopper's language, with the promotion it is in at `now`. */
export async function describeGoods(db: Db, id: number, lang: Lang, userId: number | null, now: Date): Promise<GoodsDetail> {
  const row = await findOnShelfGoods(db, id);
  const [attr, skus, counts, favorite, [shop], badges] = await Promise.all([
    loadSpecGroups(db, id, lang),
    db
      .select()
      .from(goodsSkus)
      .where(and(eq(goodsSkus.goodsId, id), eq(goodsSkus.status, 'on')))
      .orderBy(asc(goodsSkus.id)),
    countComments(db, id),
    isFavorite(db, userId, id),
    db.select().from(shops).where(eq(shops.id, row.shopId)).limit(1),
    loadActivityBadges(db, [id], now),
  ]);
  return {
    id: row.id,
    name: en(lang) ? row.nameEn : row.nameZh,
    subtitle: en(lang) ? row.subtitleEn : row.subtitleZh,
    image: row.image,
    images: row.images,
    sell_price: centsToYuan(row.sellPriceCents),
    market_price: centsToYuan(row.marketPriceCents),
    sales: row.sales,
    stock: skus.reduce((sum, sku) => sum + sku.stock, 0),
    content: en(lang) ? row.contentEn : row.contentZh,
    category_id: row.categoryId,
    attr,
    skus: skus.map((sku) => ({
      id: sku.id,
      key: sku.specKey,
      sell_price: centsToYuan(sku.sellPriceCents),
      market_price: centsToYuan(sku.marketPriceCents),
      stock: sku.stock,
      image: sku.image || row.image,
    })),
    is_favorite: favorite,
    comment: { total: counts.all, good_rate: goodRate(counts), counts },
    shop: { id: row.shopId, name: shop ? (en(lang) ? shop.nameEn : shop.nameZh) : '', logo: shop?.logo ?? '' },
    activity: badges.get(id) ?? null,
    now: now.toISOString(),
  };
}

/**
 * Adds the goods to the member's favourites, or removes it when already there. Goods taken off
 * the shelf can still be removed, but not added.
 */
export async function toggleFavorite(db: Db, userId: number, goodsId: number, now: Date): Promise<FavoriteAnswer> {
  return inTransaction(db, async (tx) => {
    const removed = await tx
      .delete(favorites)
      .where(and(eq(favorites.userId, userId), eq(favorites.goodsId, goodsId)))
      .returning({ goodsId: favorites.goodsId });
    if (removed.length > 0) return { is_favorite: false };
    await findOnShelfGoods(tx, goodsId);
    await tx.insert(favorites).values({ userId, goodsId, createdAt: now }).onConflictDoNothing();
    return { is_favorite: true };
  });
}
