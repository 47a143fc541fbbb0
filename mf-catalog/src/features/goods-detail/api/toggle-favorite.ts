import { http } from '@shop/shared';

/** `goods/favorite` (members): toggles the favourite and answers the new state. */
export async function toggleFavorite(id: number): Promise<boolean> {
  const answer = await http.post<{ is_favorite: boolean }>('goods/favorite', { id });
  return Boolean(answer.data?.is_favorite);
}
