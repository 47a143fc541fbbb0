import type { GoodsSort } from '@shop/contract';

/** The list filters every goods list keeps in its URL query, prices as typed (goods/index reads them as yuan). */
export interface GoodsFilters {
  category_id?: number;
  keywords?: string;
  min_price?: string;
  max_price?: string;
  /** Brands chosen, any of them (goods/index `brand_id`, ids joined by commas). */
  brand_id?: number[];
  /** Spec values chosen as goods/facets names them, `name:value` (goods/index `attr`, joined by `;`). */
  attr?: string[];
  sort: GoodsSort;
  page: number;
}
