import type { GoodsListAnswer, GoodsListQuery, GoodsSort } from '@shop/contract';
import { and, asc, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, goods, goodsSkus } from '../../db/schema';
import type { Lang } from '../../http/i18n';
import { centsToYuan } from '../../lib/money';
import { loadActivityBadges } from './activity-badge-service';
import { containsPattern } from '../../db/contains-pattern';

export type GoodsFilters = Omit<GoodsListQuery, 'keywords'> & { keywords?: string | undefined };

/** A LIKE pattern matching the text anywhere, with the text's own wildcards taken literally. */

const categoryNameMatches = (pattern: string) => or(ilike(categories.nameZh, pattern), ilike(categories.nameEn, pattern));

/**
 * Goods whose name or subtitle contains the text in either language, or whose category (the leaf
 * or its parent) is named so: a shopper finds earphones by "耳机", "earph" or "EarPhones".
 */
export function goodsMatchingText(text: string): SQL {
  const pattern = containsPattern(text);
  const matchingCategories = categoryIdsNamed(pattern);
  return or(
    ilike(goods.nameZh, pattern),
    ilike(goods.nameEn, pattern),
    ilike(goods.subtitleZh, pattern),
    ilike(goods.subtitleEn, pattern),
    sql`${goods.categoryId} in (${matchingCategories})`,
  )!;
}

function categoryIdsNamed(pattern: string): SQL {
  return sql`select ${categories.id} from ${categories} where ${categoryNameMatches(pattern)} or ${categories.parentId} in (select ${categories.id} from ${categories} where ${categoryNameMatches(pattern)})`;
}

/**
 * A category and, for a top category, its leaves; none that the back office hid, nor a leaf of a
 * hidden top category: their goods leave the category lists (a keyword search still finds them).
 */
const inCategory = (categoryId: number) =>
  sql`${goods.categoryId} in (select c.id from ${categories} c where (c.id = ${categoryId} or c.parent_id = ${categoryId}) and not c.hidden and not exists (select 1 from ${categories} p where p.id = c.parent_id and p.hidden))`;

const yuanToCents = (yuan: number) => Math.round(yuan * 100);

function filterConditions(filters: GoodsFilters): SQL[] {
  const conditions: Array<SQL | undefined> = [
    eq(goods.status, 'on'),
    filters.category_id === undefined ? undefined : inCategory(filters.category_id),
    filters.shop_id === undefined ? undefined : eq(goods.shopId, filters.shop_id),
    filters.keywords ? goodsMatchingText(filters.keywords) : undefined,
    filters.min_price === undefined ? undefined : gte(goods.sellPriceCents, yuanToCents(filters.min_price)),
    filters.max_price === undefined ? undefined : lte(goods.sellPriceCents, yuanToCents(filters.max_price)),
  ];
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

const orderings: Record<GoodsSort, SQL[]> = {
  default: [asc(goods.id)],
  sales: [desc(goods.sales), asc(goods.id)],
  price_asc: [asc(goods.sellPriceCents), asc(goods.id)],
  price_desc: [desc(goods.sellPriceCents), asc(goods.id)],
};

const goodsStock = sql<number>`(select coalesce(sum(${goodsSkus.stock}), 0) from ${goodsSkus} where ${goodsSkus.goodsId} = ${goods.id} and ${goodsSkus.status} = 'on')`.mapWith(Number);

/**
 * One page of on-shelf goods, filtered and sorted as the shopper asked, each with the promotion it
 * is in at `now`; `extra` narrows further (a search text).
 */
export async function listGoods(db: Db, lang: Lang, filters: GoodsFilters, now: Date, extra?: SQL): Promise<GoodsListAnswer> {
  const where = and(...filterConditions(filters), extra);
  const [totalRow] = await db.select({ total: count() }).from(goods).where(where);
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
    })
    .from(goods)
    .where(where)
    .orderBy(...orderings[filters.sort])
    .limit(filters.size)
    .offset((filters.page - 1) * filters.size);
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
      activity: badges.get(row.id) ?? null,
    })),
    page: filters.page,
    size: filters.size,
    total: totalRow?.total ?? 0,
  };
}
