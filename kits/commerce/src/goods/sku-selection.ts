import type { SpecGroup } from '@shop/contract';

// How a product's spec keys are read ("12:31,13:35": spec id : value id, one pair per group), for
// whatever SKUs a page sells: the catalogue's goods SKUs or an activity's SKU options.

/** What choosing options needs of a SKU: its spec key and the units left. */
export interface SelectableSku {
  key: string;
  stock: number;
}

/** The chosen value id of each spec group, by spec id. */
export type Selection = Readonly<Record<number, number>>;

/** "12:31,13:35" → {12: 31, 13: 35}; malformed pairs are skipped. */
export function parseSkuKey(key: string): Record<number, number> {
  const values: Record<number, number> = {};
  for (const pair of key.split(',')) {
    const match = /^\s*(\d+):(\d+)\s*$/.exec(pair);
    if (match) values[Number(match[1])] = Number(match[2]);
  }
  return values;
}

function matches(sku: SelectableSku, wanted: Selection): boolean {
  const values = parseSkuKey(sku.key);
  return Object.entries(wanted).every(([spec, value]) => values[Number(spec)] === value);
}

/**
 * Whether choosing `valueId` in group `specId` can still lead to something to buy: some SKU in
 * stock has this value and the values chosen in the other groups.
 */
export function isOptionAvailable(skus: readonly SelectableSku[], selection: Selection, specId: number, valueId: number): boolean {
  const wanted = { ...selection, [specId]: valueId };
  return skus.some((sku) => sku.stock > 0 && matches(sku, wanted));
}

/** The first group with nothing chosen, if any. */
export function missingGroup(groups: SpecGroup[], selection: Selection): SpecGroup | undefined {
  return groups.find((group) => selection[group.id] === undefined);
}

/** The SKU of a complete selection (the only SKU for goods without specs), else null. */
export function chosenSku<Sku extends SelectableSku>(groups: SpecGroup[], skus: readonly Sku[], selection: Selection): Sku | null {
  if (groups.length === 0) return skus.length === 1 ? (skus[0] ?? null) : null;
  if (missingGroup(groups, selection)) return null;
  // Only the groups of this product count: a value left over from another product must not.
  const wanted: Record<number, number> = {};
  for (const group of groups) {
    const value = selection[group.id];
    if (value !== undefined) wanted[group.id] = value;
  }
  return (
    skus.find((sku) => {
      const values = parseSkuKey(sku.key);
      return Object.keys(values).length === groups.length && matches(sku, wanted);
    }) ?? null
  );
}

/** What is chosen at first: the values of the only SKU when there is one, else nothing. */
export function initialSelection(skus: readonly SelectableSku[]): Selection {
  return skus.length === 1 ? parseSkuKey(skus[0]!.key) : {};
}

/** Clicking a value chooses it, or clears the group when it was already chosen. */
export function toggleOption(selection: Selection, specId: number, valueId: number): Selection {
  const next: Record<number, number> = { ...selection };
  if (next[specId] === valueId) delete next[specId];
  else next[specId] = valueId;
  return next;
}
