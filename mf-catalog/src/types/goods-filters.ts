import type { GoodsSort } from '@shop/contract';

/** The list filters every goods list keeps in its URL query, prices as typed (goods/index reads them as yuan). */
export interface GoodsFilters {
  category_id?: number;
  keywords?: string;
  min_price?: string;
  max_price?: string;
  sort: GoodsSort;
  page: number;
}
