import { http } from '@shop/shared';
import type { Cart } from '../types';

export async function getCart(): Promise<Cart> {
  const { data } = await http.get<Cart>('cart/index');
  return data;
}
