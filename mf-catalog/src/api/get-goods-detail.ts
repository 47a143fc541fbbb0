import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type GoodsDetail } from '@shop/contract';
import { http } from '@shop/shared';
import { goodsKeys } from './goods-keys';

/** `goods/view`: everything the product page shows; an unknown id answers 404 (the client redirects). */
export async function getGoodsDetail(id: number): Promise<GoodsDetail> {
  const answer = await http.call(endpoints.getGoods, { id });
  return answer.data;
}

/** The product query, shared by the product page and a card's quick add (which then fills the page's cache). */
export const goodsDetailQuery = (id: number) => queryOptions({ queryKey: goodsKeys.detail(id), queryFn: () => getGoodsDetail(id) });

export const useGoodsDetail = (id: number) => useQuery(goodsDetailQuery(id));
