import { ATTR_FILTER_MAX, ATTR_PAIR_SEPARATOR, BRAND_FILTER_MAX, GOODS_SORTS, attrToken, parseAttrFilter, type GoodsSort } from '@shop/contract';
import type { GoodsFilters } from '@/types/goods-filters';

/** Five cards a row, four rows a page. */
export const GOODS_PAGE_SIZE = 20;

const PRICE = /^\d+(\.\d{1,2})?$/;

function positiveInt(raw: string | null): number | undefined {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n > 0 ? n : undefined;
}

function price(raw: string | null): string | undefined {
  return raw && PRICE.test(raw) ? raw : undefined;
}

/** `brand_id=3,1`: the ids as chosen, each once; undefined when none is an id. */
function brandIds(raw: string | null): number[] | undefined {
  const ids = [...new Set((raw ?? '').split(',').map((part) => positiveInt(part.trim())))].filter((id): id is number => id !== undefined);
  return ids.length > 0 ? ids.slice(0, BRAND_FILTER_MAX) : undefined;
}

/** `attr=Colour:Black;Size:M`: the `name:value` pairs, each once; undefined when none is a pair. */
function attrTokens(raw: string | null): string[] | undefined {
  const tokens = [...new Set(parseAttrFilter(raw ?? '').map((pair) => attrToken(pair.name, pair.value)))];
  return tokens.length > 0 ? tokens.slice(0, ATTR_FILTER_MAX) : undefined;
}

/** The list filters read from the URL query; anything malformed falls back to its default. */
export function readGoodsFilters(params: URLSearchParams): GoodsFilters {
  const sort = params.get('sort') as GoodsSort | null;
  return {
    category_id: positiveInt(params.get('category_id')),
    keywords: params.get('keywords')?.trim() || undefined,
    min_price: price(params.get('min_price')),
    max_price: price(params.get('max_price')),
    brand_id: brandIds(params.get('brand_id')),
    attr: attrTokens(params.get('attr')),
    sort: sort && GOODS_SORTS.includes(sort) ? sort : 'default',
    page: positiveInt(params.get('page')) ?? 1,
  };
}

const KEYS: (keyof GoodsFilters)[] = ['category_id', 'keywords', 'min_price', 'max_price', 'brand_id', 'attr', 'sort', 'page'];

/** A filter as the URL and goods/index write it: brands joined by commas, attribute pairs by `;`. */
function urlValue(key: keyof GoodsFilters, value: GoodsFilters[keyof GoodsFilters]): string {
  if (Array.isArray(value)) return value.join(key === 'attr' ? ATTR_PAIR_SEPARATOR : ',');
  return String(value);
}

/**
 * The query after `changes`: other parameters (q, id) are kept; any filter change other than the
 * page itself goes back to page 1; defaults (page 1, default sort) are left out of the URL.
 */
export function writeGoodsFilters(params: URLSearchParams, changes: Partial<GoodsFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  const merged: Partial<GoodsFilters> = { ...readGoodsFilters(params), page: 1, ...changes };
  for (const key of KEYS) {
    const value = merged[key];
    const isDefault = value === undefined || value === '' || (Array.isArray(value) && value.length === 0) || (key === 'page' && value === 1) || (key === 'sort' && value === 'default');
    if (isDefault) next.delete(key);
    else next.set(key, urlValue(key, value));
  }
  return next;
}

/** The filters that narrow a list (goods/facets takes these), without empty ones. */
export function goodsFilterParams(filters: GoodsFilters): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const key of ['category_id', 'keywords', 'min_price', 'max_price', 'brand_id', 'attr'] as const) {
    const value = filters[key];
    if (value !== undefined && !(Array.isArray(value) && value.length === 0)) params[key] = Array.isArray(value) ? urlValue(key, value) : value;
  }
  return params;
}

/** The filters as API params (`goods/index`, `search/index`, `shop/index`), without empty ones. */
export function goodsApiParams(filters: GoodsFilters, size = GOODS_PAGE_SIZE): Record<string, string | number> {
  return { ...goodsFilterParams(filters), sort: filters.sort, page: filters.page, size };
}

export type PriceRangeError = 'format' | 'reversed';

/** A price range as typed: both ends optional, non-negative with at most two decimals, min ≤ max. */
export function checkPriceRange(min: string, max: string): PriceRangeError | null {
  if ((min && !PRICE.test(min)) || (max && !PRICE.test(max))) return 'format';
  if (min && max && Number(min) > Number(max)) return 'reversed';
  return null;
}
