import { http } from '@shop/shared';
import type { CartAnswer, CartSelectBody } from '@shop/contract';
import { useCartChange } from './use-cart-change';

export async function selectRows(body: CartSelectBody): Promise<CartAnswer> {
  const { data } = await http.post<CartAnswer>('cart/select', body);
  return data;
}

export const useSelectRows = () => useCartChange(selectRows);
