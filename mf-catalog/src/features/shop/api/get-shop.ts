import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints, type ShopAnswer } from '@shop/contract';
import { http } from '@shop/shared';
import { shopKeys } from './shop-keys';

/** `shop/index`: the shop and one page of its goods for the list filters. */
export async function getShop(id: number, filters: Record<string, string | number>): Promise<ShopAnswer> {
  const answer = await http.call(endpoints.getShop, { id, ...filters });
  return answer.data;
}

/** The shop and its goods; header and goods shown stay while another page or filter loads. */
export const useShop = (id: number, filters: Record<string, string | number>) =>
  useQuery({ queryKey: shopKeys.page(id, filters), queryFn: () => getShop(id, filters), placeholderData: keepPreviousData });
