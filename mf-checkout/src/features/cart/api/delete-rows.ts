import { http } from '@shop/shared';
import { type CartAnswer, endpoints } from '@shop/contract';
import { useCartChange } from './use-cart-change';

export async function deleteRows(ids: number[]): Promise<CartAnswer> {
  const { data } = await http.call(endpoints.deleteCartRows, { ids });
  return data;
}

export const useDeleteRows = () => useCartChange(deleteRows);
