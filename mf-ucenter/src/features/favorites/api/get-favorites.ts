import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints, type FavoriteListAnswer } from '@shop/contract';
import { http } from '@shop/shared';
import { favoriteKeys } from './favorite-keys';

const FAVORITES_PAGE_SIZE = 20;

export async function getFavorites(page: number): Promise<FavoriteListAnswer> {
  const answer = await http.call(endpoints.listFavorites, { page, size: FAVORITES_PAGE_SIZE });
  return answer.data;
}

/** One page of the member's favourites, the latest first; the previous page stays while the next loads. */
export function useFavorites(page: number) {
  return useQuery({ queryKey: favoriteKeys.list(page), queryFn: () => getFavorites(page), placeholderData: keepPreviousData });
}
