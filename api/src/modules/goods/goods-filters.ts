import type { AttrFilter, GoodsListQuery } from '@shop/contract';
import { eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, categories, goods, goodsSpecs, goodsSpecValues } from '../../db/schema';
import { refused } from '../../http/errors';
import { goodsMatchingText } from './keyword-match';

/** What narrows a goods list: goods/index's filters (a search adds its text); sort and paging aside. */
export type ListFilters = Pick<GoodsListQuery, 'category_id' | 'shop_id' | 'min_price' | 'max_price' | 'brand_id' | 'attr'> & { keywords?: string | undefined };

/** The `attr` pairs by their group's name, as typed: values of one group are alternatives. */
export function attrGroups(pairs: readonly AttrFilter[] = []): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const { name, value } of pairs) groups.set(name, [...new Set([...(groups.get(name) ?? []), value])]);
  return groups;
}

/**
 * A category and, for a top category, its leaves; none that the back office hid, nor a leaf of a
 * hidden top category: their goods leave the category lists (a keyword search still finds them).
 */
const inCategory = (categoryId: number) =>
  sql`${goods.categoryId} in (select c.id from ${categories} c where (c.id = ${categoryId} or c.parent_id = ${categoryId}) and not c.hidden and not exists (select 1 from ${categories} p where p.id = c.parent_id and p.hidden))`;

const yuanToCents = (yuan: number) => Math.round(yuan * 100);

const textList = (values: readonly string[]) => sql.join(values.map((value) => sql`${value}`), sql`, `);

/** A spec group named so in either language, as a condition on goods_specs aliased `alias`. */
export const specGroupNamed = (alias: string, name: string) => sql`(${sql.raw(alias)}.name_en = ${name} or ${sql.raw(alias)}.name_zh = ${name})`;

/** Goods with a spec group of that name (either language) offering one of the values (either language). */
function hasSpecValue(name: string, values: readonly string[]): SQL {
  return sql`exists (select 1 from ${goodsSpecs} fs join ${goodsSpecValues} fv on fv.spec_id = fs.id where fs.goods_id = ${goods.id} and ${specGroupNamed('fs', name)} and (fv.value_en in (${textList(values)}) or fv.value_zh in (${textList(values)})))`;
}

/** Which filter a facet's count leaves out: its own group's, so that it counts what choosing it would add. */
export type LeaveOut = { brand?: boolean; attrGroup?: string };

/** The conditions of a list: on the shelf, then every filter given, but the one left out. */
export function filterConditions(filters: ListFilters, leaveOut: LeaveOut = {}): SQL[] {
  const conditions: Array<SQL | undefined> = [
    eq(goods.status, 'on'),
    filters.category_id === undefined ? undefined : inCategory(filters.category_id),
    filters.shop_id === undefined ? undefined : eq(goods.shopId, filters.shop_id),
    filters.keywords ? goodsMatchingText(filters.keywords) : undefined,
    filters.min_price === undefined ? undefined : gte(goods.sellPriceCents, yuanToCents(filters.min_price)),
    filters.max_price === undefined ? undefined : lte(goods.sellPriceCents, yuanToCents(filters.max_price)),
    filters.brand_id === undefined || leaveOut.brand ? undefined : inArray(goods.brandId, filters.brand_id),
    ...[...attrGroups(filters.attr)].filter(([name]) => name !== leaveOut.attrGroup).map(([name, values]) => hasSpecValue(name, values)),
  ];
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/** Refuses brand ids the shop does not have, naming `brand_id`: a list filtered by a brand that is gone is a stale link. */
export async function assertBrandsExist(db: Db, ids: readonly number[] | undefined): Promise<void> {
  if (!ids || ids.length === 0) return;
  const rows = await db.select({ id: brands.id }).from(brands).where(inArray(brands.id, [...ids]));
  if (rows.length !== ids.length) throw refused('brand_filter_unknown', 'brand_id');
}
