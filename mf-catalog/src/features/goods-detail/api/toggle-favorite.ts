import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type GoodsDetail } from '@shop/contract';
import { http } from '@shop/shared';
import { goodsKeys } from '@/api/goods-keys';

/** `goods/favorite` (members): toggles the favourite and answers the new state. */
export async function toggleFavorite(id: number): Promise<boolean> {
  const answer = await http.call(endpoints.toggleFavorite, { id });
  return answer.data.is_favorite;
}

/** Toggles the favourite; the product's cached page takes the state the server answered. */
export function useToggleFavorite(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => toggleFavorite(id),
    onSuccess: (isFavorite) => {
      queryClient.setQueryData<GoodsDetail>(goodsKeys.detail(id), (goods) => goods && { ...goods, is_favorite: isFavorite });
    },
  });
}
