import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints, type Address, type GoodsDeliveryAnswer } from '@shop/contract';
import { http, sharedQueryKeys } from '@shop/shared';
import { goodsKeys } from '@/api/goods-keys';

/** What the delivery line is asked for: the district ("" for the shop's own), the option and the quantity. */
export type DeliveryAsk = { regionCode: string; skuId: number | null; num: number };

/** `goods/delivery`: freight, stock and the arrival estimate of this many to a district. */
export async function getDelivery(goodsId: number, ask: DeliveryAsk): Promise<GoodsDeliveryAnswer> {
  const { data } = await http.call(endpoints.getGoodsDelivery, {
    id: goodsId,
    num: ask.num,
    ...(ask.regionCode ? { region_code: ask.regionCode } : {}),
    ...(ask.skuId ? { sku_id: ask.skuId } : {}),
  });
  return data;
}

/** The same for every shopper; the line keeps the last answer while the next district or quantity is asked. */
export function useDelivery(goodsId: number, ask: DeliveryAsk) {
  return useQuery({
    queryKey: [...goodsKeys.detail(goodsId), 'delivery', ask] as const,
    queryFn: () => getDelivery(goodsId, ask),
    placeholderData: keepPreviousData,
  });
}

/** `address/index`, for a member's default district only: under the address book's root, so its changes reach here. */
export async function getDefaultAddress(): Promise<Address | null> {
  const { data } = await http.call(endpoints.listAddresses);
  return data.list.find((address) => address.is_default) ?? null;
}

export function useDefaultAddress(enabled: boolean) {
  return useQuery({ queryKey: [...sharedQueryKeys.addresses, 'default'] as const, queryFn: getDefaultAddress, enabled });
}
