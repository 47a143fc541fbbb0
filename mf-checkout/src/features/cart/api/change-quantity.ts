import { http } from '@shop/shared';
import { type CartAnswer, type CartChangeBody, endpoints } from '@shop/contract';
import { useCartChange } from './use-cart-change';

/** Sets a row's quantity; the server refuses more than the stock ("Only N left in stock"). */
export async function changeQuantity(body: CartChangeBody): Promise<CartAnswer> {
  const { data } = await http.call(endpoints.changeCartQuantity, body);
  return data;
}

export const useChangeQuantity = () => useCartChange(changeQuantity);
