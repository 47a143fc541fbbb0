import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AdminGoodsListAnswer, type AdminGoodsListQuery, endpoints } from '@shop/contract';
import { staffHttp } from '@shop/shared';
import { adminCatalogKeys } from '@/lib/admin-catalog-keys';

/** `admin/goods/index`: one page of goods on and off the shelf, sorted and filtered on the server. */
export async function getAdminGoodsList(query: AdminGoodsListQuery): Promise<AdminGoodsListAnswer> {
  const { data } = await staffHttp.call(endpoints.listAdminGoods, query);
  return data;
}

/** The previous page stays on screen while the next loads. */
export function useAdminGoodsList(query: AdminGoodsListQuery) {
  return useQuery({ queryKey: adminCatalogKeys.goodsList(query), queryFn: () => getAdminGoodsList(query), placeholderData: keepPreviousData });
}
