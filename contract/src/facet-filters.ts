/**
 * The shapes of the list's brand and attribute filters (goods/index `brand_id`, `attr`). No zod
 * here, as in enums.ts: a list page that reads and writes its URL does not bundle a schema library.
 */

/** Brands one list may be narrowed to at once. */
export const BRAND_FILTER_MAX = 20;
/** Spec values one list may be narrowed to at once. */
export const ATTR_FILTER_MAX = 20;

/** One `name:value` pair of the `attr` filter: a spec group's name and one of its values, in either language. */
export type AttrFilter = { name: string; value: string };

/** The separators of `attr`: pairs are joined by `;`, a group's name and its value by the first `:`. */
export const ATTR_PAIR_SEPARATOR = ';';
export const ATTR_NAME_SEPARATOR = ':';

/** Splits an `attr` text into its pairs; a pair without a name or a value is left out. */
export function parseAttrFilter(text: string): AttrFilter[] {
  return text
    .split(ATTR_PAIR_SEPARATOR)
    .map((pair) => {
      const at = pair.indexOf(ATTR_NAME_SEPARATOR);
      return at < 0 ? { name: '', value: '' } : { name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim() };
    })
    .filter((pair) => pair.name !== '' && pair.value !== '');
}

/** The `attr` token of one spec value, as goods/facets answers it and the list's URL carries it. */
export const attrToken = (name: string, value: string) => `${name}${ATTR_NAME_SEPARATOR}${value}`;
