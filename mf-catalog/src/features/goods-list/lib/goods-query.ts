import { GOODS_SORTS, type GoodsSort } from '@shop/contract';
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

/** The list filters read from the URL query; anything malformed falls back to its default. */
export function readGoodsFilters(params: URLSearchParams): GoodsFilters {
  const sort = params.get('sort') as GoodsSort | null;
  return {
    category_id: positiveInt(params.get('category_id')),
    keywords: params.get('keywords')?.trim() || undefined,
    min_price: price(params.get('min_price')),
    max_price: price(params.get('max_price')),
    sort: sort && GOODS_SORTS.includes(sort) ? sort : 'default',
    page: positiveInt(params.get('page')) ?? 1,
  };
}

const KEYS: (keyof GoodsFilters)[] = ['category_id', 'keywords', 'min_price', 'max_price', 'sort', 'page'];

/**
 * The query after `changes`: other parameters (q, id) are kept; any filter change other than the
 * page itself goes back to page 1; defaults (page 1, default sort) are left out of the URL.
 */
export function writeGoodsFilters(params: URLSearchParams, changes: Partial<GoodsFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  const merged: Partial<GoodsFilters> = { ...readGoodsFilters(params), page: 1, ...changes };
  for (const key of KEYS) {
    const value = merged[key];
    const isDefault = value === undefined || value === '' || (key === 'page' && value === 1) || (key === 'sort' && value === 'default');
    if (isDefault) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/** The filters as API params (`goods/index`, `search/index`, `shop/index`), without empty ones. */
export function goodsApiParams(filters: GoodsFilters, size = GOODS_PAGE_SIZE): Record<string, string | number> {
  const params: Record<string, string | number> = { sort: filters.sort, page: filters.page, size };
  for (const key of ['category_id', 'keywords', 'min_price', 'max_price'] as const) {
    const value = filters[key];
    if (value !== undefined) params[key] = value;
  }
  return params;
}

export type PriceRangeError = 'format' | 'reversed';

/** A price range as typed: both ends optional, non-negative with at most two decimals, min ≤ max. */
export function checkPriceRange(min: string, max: string): PriceRangeError | null {
  if ((min && !PRICE.test(min)) || (max && !PRICE.test(max))) return 'format';
  if (min && max && Number(min) > Number(max)) return 'reversed';
  return null;
}
