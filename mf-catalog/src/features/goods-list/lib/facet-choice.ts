import type { FacetGroup } from '@shop/contract';

/** The brands after one is ticked or unticked. */
export function toggledBrands(chosen: readonly number[] | undefined, id: number): number[] {
  const current = chosen ?? [];
  return current.includes(id) ? current.filter((brand) => brand !== id) : [...current, id];
}

/**
 * The spec values shown as chosen, by token: those the URL names in this language at once (a tick
 * shows before the counts come back), and, once the answer is for these filters (not `stale`),
 * those it says are chosen: a pair a shared link named in the other language.
 */
export function chosenTokens(groups: readonly FacetGroup[], inUrl: readonly string[] | undefined, stale: boolean): Set<string> {
  const url = new Set(inUrl ?? []);
  return new Set(groups.flatMap((group) => group.values.filter((value) => url.has(value.token) || (!stale && value.selected)).map((value) => value.token)));
}

/**
 * The attribute pairs after one value is ticked or unticked, from those shown as chosen: a pair the
 * URL named in the other language is written in the page's own rather than kept twice.
 */
export function toggledAttrs(chosen: ReadonlySet<string>, token: string): string[] {
  return chosen.has(token) ? [...chosen].filter((item) => item !== token) : [...chosen, token];
}
