import { http } from '@shop/shared';
import type { Cart } from '../types';

export async function deleteRows(ids: number[]): Promise<Cart> {
  const { data } = await http.post<Cart>('cart/delete', { ids });
  return data;
}
