import type { AdminGoodsSkuInput } from '@shop/contract';

/** A value of a spec group in the editor: `uid` follows it while it is edited (the server's id may be none yet). */
export interface SpecValueRow {
  uid: string;
  id?: number;
  value_zh: string;
  value_en: string;
  image: string;
}

/** A spec group in the editor. */
export interface SpecRow {
  uid: string;
  id?: number;
  name_zh: string;
  name_en: string;
  values: SpecValueRow[];
}

/** A SKU in the editor: its combination by the values' `uid`s, one per group in order, and `values` as the save sends it. */
export type SkuRow = AdminGoodsSkuInput & { uids: string[]; values: number[]; code: string; image: string };

let made = 0;
/** A new editor-only key for a group or value the operator adds. */
export const newUid = (kind: 'spec' | 'value') => `${kind}-new-${(made += 1)}`;

/** Every combination of the groups' values, the first group varying slowest (one empty combination without groups). */
export function combinations(specs: readonly SpecRow[]): { uids: string[]; values: number[] }[] {
  return specs.reduce<{ uids: string[]; values: number[] }[]>(
    (rows, spec) => rows.flatMap((row) => spec.values.map((value, at) => ({ uids: [...row.uids, value.uid], values: [...row.values, at] }))),
    [{ uids: [], values: [] }],
  );
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((uid) => b.includes(uid));
const within = (inner: readonly string[], outer: readonly string[]) => inner.every((uid) => outer.includes(uid));

/** A SKU the operator has not priced yet. */
const blankSku = (uids: string[], values: number[]): SkuRow => ({ uids, values, sell_price: '', market_price: '', stock: 0, code: '', image: '' });

/**
 * The SKU matrix of the groups, keeping what the operator had: a combination that existed keeps its
 * SKU (id, price, stock, code, picture). When a group is added or removed, the first new combination
 * that holds an old SKU's values (or is held by them) takes that SKU over; further such combinations
 * start from its prices, as new SKUs. Others start blank.
 */
export function deriveSkus(specs: readonly SpecRow[], previous: readonly SkuRow[]): SkuRow[] {
  const taken = new Set<SkuRow>();
  const matrix = combinations(specs);
  const exact = new Map(matrix.map((combination) => [combination, previous.find((sku) => sameSet(sku.uids, combination.uids))]));
  for (const sku of exact.values()) if (sku) taken.add(sku);
  return matrix.map((combination) => {
    const own = exact.get(combination);
    if (own) return { ...own, uids: combination.uids, values: combination.values };
    const related = previous.find((sku) => within(sku.uids, combination.uids) || within(combination.uids, sku.uids));
    if (!related) return blankSku(combination.uids, combination.values);
    if (!taken.has(related)) {
      taken.add(related);
      return { ...related, uids: combination.uids, values: combination.values };
    }
    return { ...blankSku(combination.uids, combination.values), sell_price: related.sell_price, market_price: related.market_price };
  });
}

/** For each group (by its `uid`), the value a bulk change is limited to; a group left out takes every value. */
export type SkuFilter = Record<string, string>;

/** What a bulk change sets; a field left out is left alone. */
export interface BulkChange {
  sell_price?: string;
  market_price?: string;
  stock?: number;
}

/** Whether a SKU is one of those the filter picks. */
export const skuMatches = (specs: readonly SpecRow[], sku: SkuRow, filter: SkuFilter) =>
  specs.every((spec, group) => {
    const wanted = filter[spec.uid];
    return !wanted || sku.uids[group] === wanted;
  });

/** The SKUs with the change set on those the filter picks. */
export function applyBulk(specs: readonly SpecRow[], skus: readonly SkuRow[], filter: SkuFilter, change: BulkChange): SkuRow[] {
  return skus.map((sku) => (skuMatches(specs, sku, filter) ? { ...sku, ...change } : sku));
}

/** "Colour: blue, Size: L" / "颜色：蓝色；尺码：L", or nothing for the one SKU of goods without specs. */
export function optionText(specs: readonly SpecRow[], sku: Pick<SkuRow, 'uids'>, lang: 'zh' | 'en'): string {
  const pairs = specs.map((spec, group) => {
    const value = spec.values.find((candidate) => candidate.uid === sku.uids[group]);
    return lang === 'en' ? `${spec.name_en}: ${value?.value_en ?? ''}` : `${spec.name_zh}：${value?.value_zh ?? ''}`;
  });
  return pairs.join(lang === 'en' ? ', ' : '；');
}
