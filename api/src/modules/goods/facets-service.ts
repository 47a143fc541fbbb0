import { attrToken, type FacetBrand, type FacetGroup, type GoodsFacetsAnswer, type GoodsFacetsQuery } from '@shop/contract';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, goods } from '../../db/schema';
import type { Lang } from '../../http/i18n';
import { assertBrandsExist, attrGroups, filterConditions, specGroupNamed, type LeaveOut, type ListFilters } from './goods-filters';
import { goodsMatchingText } from './keyword-match';
import { respellKeywords } from './respell-keywords';

/** Spec groups a list offers at most: in the goods' own order of groups, then the most common first. */
const GROUPS_MAX = 8;
/** Values one group offers at most. */
const VALUES_MAX = 40;

type ValueRow = { name: string; value: string; goods: number; first: number; position: number; selected: boolean };

const conditionsOf = (filters: ListFilters, extra: SQL | undefined, leaveOut: LeaveOut = {}) => and(...filterConditions(filters, leaveOut), extra);

/** Brands of the goods that every filter but the brand's own lets through, with their counts; chosen brands stay, at 0 if need be. */
async function brandFacet(db: Db, lang: Lang, filters: ListFilters, extra: SQL | undefined): Promise<FacetBrand[]> {
  const name = lang === 'en-us' ? brands.nameEn : brands.nameZh;
  const rows = await db
    .select({ id: brands.id, name, goods: count(), sort: brands.sort })
    .from(goods)
    .innerJoin(brands, eq(brands.id, goods.brandId))
    .where(conditionsOf(filters, extra, { brand: true }))
    .groupBy(brands.id)
    .orderBy(desc(count()), asc(brands.sort), asc(brands.id));
  const chosen = new Set(filters.brand_id ?? []);
  const missing = [...chosen].filter((id) => !rows.some((row) => row.id === id));
  const absent = missing.length === 0 ? [] : await db.select({ id: brands.id, name, goods: sql<number>`0`.mapWith(Number), sort: brands.sort }).from(brands).where(inArray(brands.id, missing));
  return [...rows, ...absent].map((row) => ({ id: row.id, name: row.name, count: row.goods, selected: chosen.has(row.id) }));
}

/** Whether a spec value (aliased s, v) is one the `attr` filter chose, matched in either language. */
function chosenValue(filters: ListFilters): SQL {
  const pairs = filters.attr ?? [];
  if (pairs.length === 0) return sql`false`;
  return sql.join(
    pairs.map(({ name, value }) => sql`(${specGroupNamed('s', name)} and (v.value_en = ${value} or v.value_zh = ${value}))`),
    sql` or `,
  );
}

/** Spec values of the goods `where` lets through, by group and value in the request's language. */
async function valueCounts(db: Db, lang: Lang, filters: ListFilters, where: SQL | undefined): Promise<ValueRow[]> {
  const nameColumn = sql.raw(lang === 'en-us' ? 's.name_en' : 's.name_zh');
  const valueColumn = sql.raw(lang === 'en-us' ? 'v.value_en' : 'v.value_zh');
  const result = await db.execute(sql`
    select ${nameColumn} as name, ${valueColumn} as value, count(distinct ${goods.id})::int as goods, min(v.id) as first, min(s.sort) as position, bool_or(${chosenValue(filters)}) as selected
    from ${goods} join goods_specs s on s.goods_id = ${goods.id} join goods_spec_values v on v.spec_id = s.id
    where ${where ?? sql`true`}
    group by 1, 2`);
  return (result as { rows: ValueRow[] }).rows.map((row) => ({ ...row, goods: Number(row.goods), first: Number(row.first), position: Number(row.position), selected: Boolean(row.selected) }));
}

/**
 * The spec groups: a group nobody chose from counts with every filter; a group chosen from counts
 * with every filter but its own, so that its other values show what they would add.
 */
async function attrFacet(db: Db, lang: Lang, filters: ListFilters, extra: SQL | undefined): Promise<FacetGroup[]> {
  const chosen = [...attrGroups(filters.attr).keys()];
  const notChosen = chosen.length === 0 ? undefined : sql`not (${sql.join(chosen.map((name) => specGroupNamed('s', name)), sql` or `)})`;
  const batches = await Promise.all([
    valueCounts(db, lang, filters, and(conditionsOf(filters, extra), notChosen)),
    ...chosen.map((name) => valueCounts(db, lang, filters, and(conditionsOf(filters, extra, { attrGroup: name }), specGroupNamed('s', name)))),
  ]);
  const groups = new Map<string, Map<string, ValueRow>>();
  for (const row of batches.flat()) {
    const values = groups.get(row.name) ?? new Map<string, ValueRow>();
    const seen = values.get(row.value);
    // One group may be reached twice (chosen under each language's name): the larger count stands.
    if (!seen || seen.goods < row.goods) values.set(row.value, { ...row, selected: row.selected || Boolean(seen?.selected) });
    groups.set(row.name, values);
  }
  const widest = (values: Map<string, ValueRow>) => Math.max(...[...values.values()].map((row) => row.goods));
  const position = (values: Map<string, ValueRow>) => Math.min(...[...values.values()].map((row) => row.position));
  // In the order the goods list their groups (Colour before Size), so that a choice does not move the rows.
  return [...groups]
    .sort(([nameA, a], [nameB, b]) => position(a) - position(b) || widest(b) - widest(a) || nameA.localeCompare(nameB))
    .slice(0, GROUPS_MAX)
    .map(([name, values]) => ({
      name,
      values: [...values.values()]
        .sort((a, b) => a.first - b.first)
        .slice(0, VALUES_MAX)
        .map((row) => ({ value: row.value, token: attrToken(name, row.value), count: row.goods, selected: row.selected })),
    }));
}

/** goods/facets: the brands and spec groups of the goods a list (or a search, with `q`) shows, with counts. */
export async function listFacets(db: Db, lang: Lang, query: GoodsFacetsQuery): Promise<GoodsFacetsAnswer> {
  const { q, ...listFilters } = query;
  await assertBrandsExist(db, listFilters.brand_id);
  // Spelt again as the list and the search spell them, so the counts are the list's.
  const filters = listFilters.keywords ? { ...listFilters, keywords: await respellKeywords(db, listFilters.keywords) } : listFilters;
  const extra = q ? goodsMatchingText(await respellKeywords(db, q)) : undefined;
  const [brandList, attrs] = await Promise.all([brandFacet(db, lang, filters, extra), attrFacet(db, lang, filters, extra)]);
  return { brands: brandList, attrs };
}
