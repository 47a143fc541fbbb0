import { http } from '@shop/shared';
import { type CartAnswer, endpoints } from '@shop/contract';
import { useCartChange } from './use-cart-change';

/** The shopper accepted the rows' new prices and stock: the rows remember them as they are now. */
export async function refreshRows(ids: number[]): Promise<CartAnswer> {
  const { data } = await http.call(endpoints.refreshCartRows, { ids });
  return data;
}

export const useRefreshRows = () => useCartChange(refreshRows);
