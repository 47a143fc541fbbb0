import { http } from '@shop/shared';
import type { Cart } from '../types';

export async function selectRows(ids: number[] | 'all', selected: boolean): Promise<Cart> {
  const { data } = await http.post<Cart>('cart/select', { ids, selected });
  return data;
}
