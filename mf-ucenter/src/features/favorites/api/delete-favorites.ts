import { endpoints, type FavoriteDeleteBody } from '@shop/contract';
import { http } from '@shop/shared';
import { useListChange } from '@/hooks/use-list-change';
import { favoriteKeys } from './favorite-keys';

/** All of them go, or none (one that is no longer a favourite answers 404). */
export async function deleteFavorites(body: FavoriteDeleteBody): Promise<void> {
  await http.call(endpoints.deleteFavorites, body);
}

export const useDeleteFavorites = () => useListChange(favoriteKeys.lists(), deleteFavorites, 'favorite.removed');
