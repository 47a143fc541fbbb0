import type { CommentType, GoodsCommentAnswer, GoodsCommentQuery } from '@shop/contract';
import { and, avg, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { goodsComments, goodsSkus, users } from '../../db/schema';
import type { Lang } from '../../http/i18n';
import { describeSpecKey, loadSpecGroups } from '../sku';
import { countComments, findOnShelfGoods } from './service';
import { maskName } from '../../lib/mask-name';

const typeConditions: Record<CommentType, SQL | undefined> = {
  all: undefined,
  good: gte(goodsComments.rating, 4),
  mid: eq(goodsComments.rating, 3),
  bad: lte(goodsComments.rating, 2),
  img: sql`jsonb_array_length(${goodsComments.images}) > 0`,
};

/** The average of every review's stars, to one decimal; 0 while nobody has reviewed. */
async function averageRating(db: Db, goodsId: number): Promise<number> {
  const [row] = await db.select({ average: avg(goodsComments.rating) }).from(goodsComments).where(eq(goodsComments.goodsId, goodsId));
  return row?.average ? Math.round(Number(row.average) * 10) / 10 : 0;
}

/**
 * One page of a goods' reviews, newest first, with the counts behind each filter tab and the average
 * rating. Photos come as their URLs; the text is the member's own, which every page shows as text.
 */
export async function listComments(db: Db, query: GoodsCommentQuery, lang: Lang): Promise<GoodsCommentAnswer> {
  await findOnShelfGoods(db, query.id);
  const where = and(eq(goodsComments.goodsId, query.id), typeConditions[query.type]);
  const [groups, counts, average, [totalRow], rows] = await Promise.all([
    loadSpecGroups(db, query.id, lang),
    countComments(db, query.id),
    averageRating(db, query.id),
    db.select({ total: count() }).from(goodsComments).where(where),
    db
      .select({
        id: goodsComments.id,
        rating: goodsComments.rating,
        content: goodsComments.content,
        images: goodsComments.images,
        skuText: goodsComments.skuText,
        specKey: goodsSkus.specKey,
        createdAt: goodsComments.createdAt,
        username: users.username,
        avatar: users.avatar,
      })
      .from(goodsComments)
      .innerJoin(users, eq(users.id, goodsComments.userId))
      .leftJoin(goodsSkus, eq(goodsSkus.id, goodsComments.skuId))
      .where(where)
      .orderBy(desc(goodsComments.createdAt), desc(goodsComments.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
  ]);
  return {
    list: rows.map((row) => ({
      id: row.id,
      rating: row.rating,
      content: row.content,
      images: row.images,
      sku_text: row.specKey === null ? row.skuText : describeSpecKey(groups, row.specKey, lang),
      created_at: row.createdAt.toISOString(),
      user: { username: maskName(row.username), avatar: row.avatar },
    })),
    page: query.page,
    size: query.size,
    total: totalRow?.total ?? 0,
    counts,
    average_rating: average,
  };
}
