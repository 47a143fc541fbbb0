import type { CartCount } from '@shop/contract';
import { http } from '../../http/client';

/** `cart/count`: how many units the visitor's or member's cart holds. */
export async function getCartCount(): Promise<CartCount> {
  return (await http.get<CartCount>('cart/count')).data;
}
