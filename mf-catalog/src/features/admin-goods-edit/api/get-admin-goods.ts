import { useQuery } from '@tanstack/react-query';
import { type AdminGoodsDetail, endpoints } from '@shop/contract';
import { staffHttp } from '@shop/shared';
import { adminCatalogKeys } from '@/lib/admin-catalog-keys';

/** `admin/goods/detail`: the product in both languages with its specs and every SKU; an unknown id goes to not found. */
export async function getAdminGoods(id: number): Promise<AdminGoodsDetail> {
  const { data } = await staffHttp.call(endpoints.getAdminGoods, { id });
  return data;
}

export const useAdminGoods = (id: number) => useQuery({ queryKey: adminCatalogKeys.goods(id), queryFn: () => getAdminGoods(id) });
