import { useQuery } from '@tanstack/react-query';
import { type ChatCard, endpoints } from '@shop/contract';
import { http } from '@shop/shared';
import { chatKeys } from './chat-keys';

/** The product named by `?goods_id=`, as the card the member is offered to send (goods/view); an unknown one is simply not offered. */
export async function getGoodsPreview(id: number): Promise<ChatCard> {
  const { data } = await http.call(endpoints.getGoods, { id }, { showsNotFound: true });
  return { type: 'goods', id: data.id, name: data.name, image: data.image, price: data.sell_price };
}

export function useGoodsPreview(id: number | null) {
  return useQuery({ queryKey: chatKeys.goods(id ?? 0), queryFn: () => getGoodsPreview(id!), enabled: id != null });
}
