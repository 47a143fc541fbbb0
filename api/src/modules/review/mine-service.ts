import type { CommentMineAnswer, CommentMineQuery } from '@shop/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { goods, goodsComments, orderItems } from '../../db/schema';
import type { Lang } from '../../http/i18n';
import { pick } from '../../lib/bilingual';

/**
 * comment/mine: one page of the member's reviews, newest first, each with the goods it is about.
 * A review of an order line names the goods and SKU as bought, in the reader's language; an older
 * review without one keeps the SKU text it was written with.
 */
export async function listMyReviews(db: Db, userId: number, query: CommentMineQuery, lang: Lang): Promise<CommentMineAnswer> {
  const { page, size } = query;
  const mine = eq(goodsComments.userId, userId);
  const [[counted], rows] = await Promise.all([
    db.select({ total: count() }).from(goodsComments).where(mine),
    db
      .select({ review: goodsComments, goods: { nameZh: goods.nameZh, nameEn: goods.nameEn, image: goods.image }, line: orderItems })
      .from(goodsComments)
      .innerJoin(goods, eq(goods.id, goodsComments.goodsId))
      .leftJoin(orderItems, eq(orderItems.id, goodsComments.orderItemId))
      .where(mine)
      .orderBy(desc(goodsComments.createdAt), desc(goodsComments.id))
      .limit(size)
      .offset((page - 1) * size),
  ]);
  return {
    list: rows.map(({ review, goods: bought, line }) => ({
      id: review.id,
      rating: review.rating,
      content: review.content,
      images: review.images,
      created_at: review.createdAt.toISOString(),
      order_id: line?.orderId ?? null,
      goods_id: review.goodsId,
      goods_name: line ? pick(lang, { en: line.nameEn, zh: line.nameZh }) : pick(lang, { en: bought.nameEn, zh: bought.nameZh }),
      goods_image: line?.image ?? bought.image,
      sku_text: line ? pick(lang, { en: line.skuTextEn, zh: line.skuTextZh }) : review.skuText,
    })),
    page,
    size,
    total: counted?.total ?? 0,
  };
}
