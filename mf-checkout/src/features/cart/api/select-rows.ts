import { http } from '@shop/shared';
import { type CartAnswer, type CartSelectBody, endpoints } from '@shop/contract';
import { useCartChange } from './use-cart-change';

export async function selectRows(body: CartSelectBody): Promise<CartAnswer> {
  const { data } = await http.call(endpoints.selectCartRows, body);
  return data;
}

export const useSelectRows = () => useCartChange(selectRows);
