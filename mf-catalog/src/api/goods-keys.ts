import type { CommentType } from '@shop/contract';
import type { GoodsFilters } from '@/types/goods-filters';

/**
 * The query keys of the goods domain, from the widest to the narrowest, so that a change can
 * refresh exactly what it affects (a product's reviews sit under that product).
 */
export const goodsKeys = {
  all: ['goods'] as const,
  lists: () => [...goodsKeys.all, 'list'] as const,
  list: (filters: GoodsFilters) => [...goodsKeys.lists(), filters] as const,
  /** goods/facets of a list's filters (and a search's text): under the lists, as a list's change is theirs too. */
  facets: (params: Record<string, string | number>) => [...goodsKeys.lists(), 'facets', params] as const,
  details: () => [...goodsKeys.all, 'detail'] as const,
  detail: (id: number) => [...goodsKeys.details(), id] as const,
  reviews: (id: number, type: CommentType, page: number) => [...goodsKeys.detail(id), 'reviews', { type, page }] as const,
};
