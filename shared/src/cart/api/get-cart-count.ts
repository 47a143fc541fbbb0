import { type CartCount, endpoints } from '@shop/contract';
import { http } from '../../http/client';

/** `cart/count`: how many units the visitor's or member's cart holds. */
export async function getCartCount(): Promise<CartCount> {
  return (await http.call(endpoints.countCartRows)).data;
}
