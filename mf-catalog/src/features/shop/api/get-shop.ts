import { http } from '@shop/shared';
import { useRemoteData } from '@/hooks/use-remote-data';
import type { GoodsPage } from '@/types/goods';

export interface Shop {
  id: number;
  name: string;
  logo: string;
  banner: string;
  description: string;
  rating: number | string;
  goods_count: number;
}

export interface ShopPage {
  shop: Shop;
  goods: GoodsPage;
}

/** `shop/index`: the shop and one page of its goods for the list filters. */
export async function getShop(id: number, filters: Record<string, string | number>): Promise<ShopPage> {
  const answer = await http.get<ShopPage>('shop/index', { id, ...filters });
  return answer.data;
}

export const useShop = (id: number, filters: Record<string, string | number>) =>
  useRemoteData(() => getShop(id, filters), JSON.stringify({ id, filters }));
