import { http } from '@shop/shared';
import type { GoodsFilters, GoodsPage } from '@/types/goods';
import { goodsApiParams } from '../goods-query';

/** `goods/index`: one page of goods for the filters. */
export async function getGoods(filters: GoodsFilters): Promise<GoodsPage> {
  const answer = await http.get<GoodsPage>('goods/index', goodsApiParams(filters));
  return answer.data;
}
