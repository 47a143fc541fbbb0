import { useQuery } from '@tanstack/react-query';
import { endpoints, type GoodsDetail } from '@shop/contract';
import { ApiError, staffHttp } from '@shop/shared';
import { adminActivityKeys } from './admin-activity-keys';

/**
 * The product an activity sells, read as the shop shows it (goods/view): its name, picture and
 * SKUs with their own price and stock. The back-office token is not a member's, so no footprint is
 * recorded; a product the shop does not sell answers null, said in place.
 */
export async function getActivityGoods(id: number): Promise<GoodsDetail | null> {
  try {
    const { data } = await staffHttp.call(endpoints.getGoods, { id }, { showsNotFound: true });
    return data;
  } catch (error) {
    if (error instanceof ApiError && error.code === 404) return null;
    throw error;
  }
}

export function useActivityGoods(id: number | null) {
  return useQuery({ queryKey: adminActivityKeys.goods(id ?? 0), queryFn: () => getActivityGoods(id!), enabled: id !== null });
}
