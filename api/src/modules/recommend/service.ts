import type { GoodsListItem, RecommendFeedAnswer, RecommendFeedQuery, RecommendGoodsAnswer, RecommendGoodsQuery } from '@shop/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { goods } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Lang } from '../../http/i18n';
import { listGoods } from '../goods';
import type { RankingCache } from './ranking-cache';
import { boughtTogether, guessYouLike, popular, popularInCategory, viewedTogether } from './ranking-queries';

/** What a product's lists rank at most; a request's `size` takes the first of them. */
const PRODUCT_LIST_LIMIT = 24;

/** The goods' cards as the lists show them (goods/index's cards), in the ranking's order; goods gone off the shelf meanwhile are left out. */
async function cardsOf(db: Db, ids: readonly number[], lang: Lang, now: Date): Promise<GoodsListItem[]> {
  if (ids.length === 0) return [];
  const { list } = await listGoods(db, lang, { sort: 'default', page: 1, size: ids.length }, now, inArray(goods.id, [...ids]));
  const byId = new Map(list.map((card) => [card.id, card]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * recommend/feed: one page of "guess you like", for the member from their own goods, for a visitor
 * the shop's popular goods. Rankings are kept a minute (RankingCache); the cards are read now.
 */
export async function recommendFeed(db: Db, cache: RankingCache, memberId: number | null, query: RecommendFeedQuery, lang: Lang, now: Date): Promise<RecommendFeedAnswer> {
  const ranking = memberId === null ? await cache.get('popular', () => popular(db, now)) : await cache.get(`member:${memberId}`, () => guessYouLike(db, memberId, now));
  const start = (query.page - 1) * query.size;
  return { list: await cardsOf(db, ranking.slice(start, start + query.size), lang, now), page: query.page, size: query.size, total: ranking.length };
}

/** recommend/goods: bought together, viewed together and popular in its category, for a product on the shelf (404 otherwise). */
export async function recommendForGoods(db: Db, cache: RankingCache, query: RecommendGoodsQuery, lang: Lang, now: Date): Promise<RecommendGoodsAnswer> {
  const { goods_id: goodsId, size } = query;
  const [product] = await db.select({ status: goods.status }).from(goods).where(inArray(goods.id, [goodsId]));
  if (product?.status !== 'on') throw notFound();
  const [bought, viewed, category] = await Promise.all([
    cache.get(`bought:${goodsId}`, () => boughtTogether(db, goodsId, PRODUCT_LIST_LIMIT)),
    cache.get(`viewed:${goodsId}`, () => viewedTogether(db, goodsId, PRODUCT_LIST_LIMIT)),
    cache.get(`category:${goodsId}`, () => popularInCategory(db, goodsId, PRODUCT_LIST_LIMIT, now)),
  ]);
  const [boughtCards, viewedCards, categoryCards] = await Promise.all([bought, viewed, category].map((ids) => cardsOf(db, ids.slice(0, size), lang, now)));
  return { bought_together: boughtCards!, viewed_together: viewedCards!, popular_in_category: categoryCards! };
}
