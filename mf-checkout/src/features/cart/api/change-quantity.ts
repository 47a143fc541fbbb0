import { http } from '@shop/shared';
import type { Cart } from '../types';

/** Sets a row's quantity; the server refuses more than the stock ("Only N left in stock"). */
export async function changeQuantity(id: number, quantity: number): Promise<Cart> {
  const { data } = await http.post<Cart>('cart/change', { id, quantity });
  return data;
}
