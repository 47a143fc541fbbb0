import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints, type GoodsFacetsAnswer } from '@shop/contract';
import { http } from '@shop/shared';
import { goodsKeys } from '@/api/goods-keys';
import type { GoodsFilters } from '@/types/goods-filters';
import { goodsFilterParams } from '../lib/goods-query';

/** The params of goods/facets: the list's filters, and a search's text as `q`. */
export const facetParams = (filters: GoodsFilters, q?: string): Record<string, string | number> => ({ ...(q ? { q } : {}), ...goodsFilterParams(filters) });

/** `goods/facets`: brands and spec values of the goods the filters find, with their counts. */
export async function getFacets(params: Record<string, string | number>): Promise<GoodsFacetsAnswer> {
  const answer = await http.call(endpoints.listGoodsFacets, params);
  return answer.data;
}

/** The facets beside a list; those shown stay while the next filters' load. */
export function useFacets(filters: GoodsFilters, q?: string, enabled = true) {
  const params = facetParams(filters, q);
  return useQuery({ queryKey: goodsKeys.facets(params), queryFn: () => getFacets(params), enabled, placeholderData: keepPreviousData });
}
