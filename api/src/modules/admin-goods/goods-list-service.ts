import { LOW_STOCK_THRESHOLD, type AdminGoodsListAnswer, type AdminGoodsListQuery, type AdminGoodsSort } from '@shop/contract';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, goods, goodsSkus } from '../../db/schema';
import type { Lang } from '../../http/i18n';
import { centsToYuan } from '../../lib/money';
import { containsPattern } from '../../db/contains-pattern';

const skuAggregate = (expression: SQL) => sql<number>`(select coalesce(${expression}, 0) from ${goodsSkus} where ${goodsSkus.goodsId} = ${goods.id} and ${goodsSkus.status} = 'on')`.mapWith(Number);

const totalStock = skuAggregate(sql`sum(${goodsSkus.stock})`);
const minPrice = skuAggregate(sql`min(${goodsSkus.sellPriceCents})`);
const maxPrice = skuAggregate(sql`max(${goodsSkus.sellPriceCents})`);

/** A LIKE pattern matching the text anywhere, with the text's own wildcards taken literally. */

const SORT_COLUMNS: Record<AdminGoodsSort, SQL | typeof goods.id> = {
  id: goods.id,
  price: sql`${goods.sellPriceCents}`,
  sales: sql`${goods.sales}`,
  stock: totalStock,
  created_at: sql`${goods.createdAt}`,
};

function keywordMatches(keyword: string): SQL {
  const pattern = containsPattern(keyword);
  const byName = or(ilike(goods.nameZh, pattern), ilike(goods.nameEn, pattern))!;
  return /^\d{1,9}$/.test(keyword) ? or(byName, eq(goods.id, Number(keyword)))! : byName;
}

function filterConditions(query: AdminGoodsListQuery): SQL[] {
  const conditions: Array<SQL | undefined> = [
    query.keyword ? keywordMatches(query.keyword) : undefined,
    // A top category takes in its sub-categories (the shop's tree has two levels).
    query.category_id === undefined
      ? undefined
      : sql`${goods.categoryId} in (select ${categories.id} from ${categories} where ${categories.id} = ${query.category_id} or ${categories.parentId} = ${query.category_id})`,
    query.status === undefined ? undefined : eq(goods.status, query.status),
    query.low_stock === '1' ? sql`exists (select 1 from ${goodsSkus} where ${goodsSkus.goodsId} = ${goods.id} and ${goodsSkus.status} = 'on' and ${goodsSkus.stock} <= ${LOW_STOCK_THRESHOLD})` : undefined,
  ];
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/** admin/goods/index: one page of goods on or off the shelf, filtered and sorted on the server. */
export async function listAdminGoods(db: Db, query: AdminGoodsListQuery, lang: Lang): Promise<AdminGoodsListAnswer> {
  const where = and(...filterConditions(query));
  const direction = query.order === 'asc' ? asc : desc;
  const [totalRow] = await db.select({ total: count() }).from(goods).where(where);
  const rows = await db
    .select({
      id: goods.id,
      image: goods.image,
      nameZh: goods.nameZh,
      nameEn: goods.nameEn,
      categoryId: goods.categoryId,
      categoryZh: categories.nameZh,
      categoryEn: categories.nameEn,
      minPrice,
      maxPrice,
      stock: totalStock,
      lowest: skuAggregate(sql`min(${goodsSkus.stock})`),
      sales: goods.sales,
      status: goods.status,
      createdAt: goods.createdAt,
    })
    .from(goods)
    .innerJoin(categories, eq(categories.id, goods.categoryId))
    .where(where)
    // The id breaks ties, so that paging through equal prices or sales never repeats or skips a row.
    .orderBy(direction(SORT_COLUMNS[query.sort]), direction(goods.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const en = lang === 'en-us';
  return {
    list: rows.map((row) => ({
      id: row.id,
      image: row.image,
      name: en ? row.nameEn : row.nameZh,
      category: { id: row.categoryId, name: en ? row.categoryEn : row.categoryZh },
      min_price: centsToYuan(row.minPrice),
      max_price: centsToYuan(row.maxPrice),
      stock: row.stock,
      low_stock: row.lowest <= LOW_STOCK_THRESHOLD,
      sales: row.sales,
      status: row.status,
      created_at: row.createdAt.toISOString(),
    })),
    page: query.page,
    size: query.size,
    total: totalRow?.total ?? 0,
  };
}
