/** A product as the lists of `goods/index`, `search/index` and `shop/index` answer it. */
export interface GoodsSummary {
  id: number;
  name: string;
  image: string;
  sell_price: string;
  market_price: string;
  sales: number;
  stock: number;
  shop_id: number;
}

/** One page of a server-paged list. */
export interface Paged<T> {
  list: T[];
  page: number;
  size: number;
  total: number;
}

export type GoodsPage = Paged<GoodsSummary>;

export type GoodsSort = 'default' | 'sales' | 'price_asc' | 'price_desc';

/** The list filters every goods list keeps in its URL query. */
export interface GoodsFilters {
  category_id?: number;
  keywords?: string;
  min_price?: string;
  max_price?: string;
  sort: GoodsSort;
  page: number;
}
