import type { GoodsListAnswer, GoodsListQuery, GoodsSort } from '@shop/contract';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { goods, goodsSkus, shops } from '../../db/schema';
import type { Lang } from '../../http/i18n';
import { centsToYuan } from '../../lib/money';
import { loadActivityBadges } from './activity-badge-service';
import { assertBrandsExist, filterConditions } from './goods-filters';
import { keywordRelevance } from './keyword-match';
import { respellKeywords } from './respell-keywords';

export type GoodsFilters = Omit<GoodsListQuery, 'keywords'> & { keywords?: string | undefined };

const orderings: Record<GoodsSort, SQL[]> = {
  default: [asc(goods.id)],
  sales: [desc(goods.sales), asc(goods.id)],
  price_asc: [asc(goods.sellPriceCents), asc(goods.id)],
  price_desc: [desc(goods.sellPriceCents), asc(goods.id)],
};

/** With keywords, the default order is how well each product answers them (ADR 0044), then best sellers. */
const byRelevance = (keywords: string): SQL[] => [desc(keywordRelevance(keywords)), desc(goods.sales), asc(goods.id)];

const goodsStock = sql<number>`(select coalesce(sum(${goodsSkus.stock}), 0) from ${goodsSkus} where ${goodsSkus.goodsId} = ${goods.id} and ${goodsSkus.status} = 'on')`.mapWith(Number);

type Page = { where: SQL | undefined; ordering: SQL[]; filters: GoodsFilters };

/** A query of goods narrowed to one page, in its order, as the list indexes answer it (ADR 0045). */
function pageOf<Query extends PgSelect>(query: Query, { where, ordering, filters }: Page) {
  return query
    .where(where)
    .orderBy(...ordering)
    .limit(filters.size)
    .offset((filters.page - 1) * filters.size);
}

async function countOf(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(goods).where(where);
  return row?.total ?? 0;
}

/**
 * A search's page of ids, in order of relevance, and how many goods it found, from one scan: every
 * match is read and ranked to choose the page anyway, so the count is a window over them (ADR 0044)
 * instead of a second scan of the trigram index. Past the last page no row carries the count, which
 * is then counted apart. A search sorted by sales or price is a list instead (listedPage): its page
 * stops at the index entries it needs, which a window over every match would not let it (ADR 0044).
 */
async function searchedPage(db: Db, page: Page): Promise<{ ids: number[]; total: number }> {
  const rows = await pageOf(db.select({ id: goods.id, total: sql<number>`count(*) over ()`.mapWith(Number) }).from(goods).$dynamic(), page);
  const total = rows[0]?.total ?? (page.filters.page === 1 ? 0 : await countOf(db, page.where));
  return { ids: rows.map((row) => row.id), total };
}

/**
 * A list's page of ids, as a query the goods are then read by, and how many goods it holds, counted
 * apart: without keywords the page stops at the index entries it needs, which a window count over
 * every match would not.
 */
async function listedPage(db: Db, page: Page) {
  return { ids: pageOf(db.select({ id: goods.id }).from(goods).$dynamic(), page), total: await countOf(db, page.where) };
}

/**
 * One page of on-shelf goods, filtered and sorted as the shopper asked, each with the promotion it
 * is in at `now`; `extra` narrows further (a search text).
 *
 * The page's ids are chosen first, by a query the list indexes answer alone (ADR 0045): the rows a
 * deep page skips are index entries, never whole goods with their stock summed, so page 500 costs
 * little more than page 1. The goods of those ids are then read, in the same order.
 */
export async function listGoods(db: Db, lang: Lang, filters: GoodsFilters, now: Date, extra?: SQL): Promise<GoodsListAnswer> {
  await assertBrandsExist(db, filters.brand_id);
  const keywords = filters.keywords ? await respellKeywords(db, filters.keywords) : undefined;
  const where = and(...filterConditions({ ...filters, keywords }), extra);
  const ranked = keywords !== undefined && filters.sort === 'default';
  const page = { where, ordering: ranked ? byRelevance(keywords) : orderings[filters.sort], filters };
  const { ids, total } = ranked ? await searchedPage(db, page) : await listedPage(db, page);
  const rows = await db
    .select({
      id: goods.id,
      nameZh: goods.nameZh,
      nameEn: goods.nameEn,
      image: goods.image,
      sellPriceCents: goods.sellPriceCents,
      marketPriceCents: goods.marketPriceCents,
      sales: goods.sales,
      stock: goodsStock,
      shopId: goods.shopId,
      shopZh: shops.nameZh,
      shopEn: shops.nameEn,
    })
    .from(goods)
    .innerJoin(shops, eq(shops.id, goods.shopId))
    .where(inArray(goods.id, ids))
    .orderBy(...page.ordering);
  const badges = await loadActivityBadges(
    db,
    rows.map((row) => row.id),
    now,
  );
  return {
    list: rows.map((row) => ({
      id: row.id,
      name: lang === 'en-us' ? row.nameEn : row.nameZh,
      image: row.image,
      sell_price: centsToYuan(row.sellPriceCents),
      market_price: centsToYuan(row.marketPriceCents),
      sales: row.sales,
      stock: row.stock,
      shop_id: row.shopId,
      shop_name: lang === 'en-us' ? row.shopEn : row.shopZh,
      activity: badges.get(row.id) ?? null,
    })),
    page: filters.page,
    size: filters.size,
    total,
  };
}
