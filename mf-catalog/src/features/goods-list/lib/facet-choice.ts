import type { FacetGroup, FacetValue } from '@shop/contract';

/** The brands after one is ticked or unticked. */
export function toggledBrands(chosen: readonly number[] | undefined, id: number): number[] {
  const current = chosen ?? [];
  return current.includes(id) ? current.filter((brand) => brand !== id) : [...current, id];
}

/**
 * The attribute pairs after one value is ticked or unticked. They are taken from what the facets
 * say is chosen, so that a pair the URL names in the other language (a shared link) is replaced
 * by this language's rather than kept twice.
 */
export function toggledAttrs(groups: readonly FacetGroup[], value: FacetValue): string[] {
  const chosen = groups.flatMap((group) => group.values.filter((item) => item.selected).map((item) => item.token));
  return value.selected ? chosen.filter((token) => token !== value.token) : [...chosen, value.token];
}
