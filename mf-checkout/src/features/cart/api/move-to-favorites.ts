import { http } from '@shop/shared';
import { type CartAnswer, endpoints } from '@shop/contract';
import { useCartChange } from './use-cart-change';

/** Moves the rows' goods to the favourites and the rows out of the cart. */
export async function moveToFavorites(ids: number[]): Promise<CartAnswer> {
  const { data } = await http.call(endpoints.moveCartRowsToFavorites, { ids });
  return data;
}

export const useMoveToFavorites = () => useCartChange(moveToFavorites);
