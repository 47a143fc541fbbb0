import type { AdminGoodsListQuery } from '@shop/contract';

/**
 * The back office's catalogue queries. They start with `admin`, so that signing out of the back
 * office drops them; a change invalidates exactly the lists or the product it touched.
 */
export const adminCatalogKeys = {
  all: ['admin', 'catalog'] as const,
  goodsLists: () => [...adminCatalogKeys.all, 'goods-list'] as const,
  goodsList: (query: AdminGoodsListQuery) => [...adminCatalogKeys.goodsLists(), query] as const,
  goods: (id: number) => [...adminCatalogKeys.all, 'goods', id] as const,
  categories: () => [...adminCatalogKeys.all, 'categories'] as const,
  brands: () => [...adminCatalogKeys.all, 'brands'] as const,
};
