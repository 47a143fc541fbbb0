import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints, type GoodsListAnswer } from '@shop/contract';
import { http } from '@shop/shared';
import { goodsKeys } from '@/api/goods-keys';
import type { GoodsFilters } from '@/types/goods-filters';
import { goodsApiParams } from '../lib/goods-query';

/** `goods/index`: one page of goods for the filters. */
export async function getGoods(filters: GoodsFilters): Promise<GoodsListAnswer> {
  const answer = await http.call(endpoints.listGoods, goodsApiParams(filters));
  return answer.data;
}

/** The goods for the filters; the page shown stays while another page or filter loads. */
export const useGoods = (filters: GoodsFilters) =>
  useQuery({ queryKey: goodsKeys.list(filters), queryFn: () => getGoods(filters), placeholderData: keepPreviousData });
