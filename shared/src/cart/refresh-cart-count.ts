import type { CartCount } from '@shop/contract';
import { http } from '../http/client';
import { useCartStore } from '../stores/cart-store';

/** The shell's cart badge follows `cart/count` after anything that may have changed the cart elsewhere. */
export async function refreshCartCount(): Promise<number> {
  const { data: count } = await http.get<CartCount>('cart/count');
  useCartStore.getState().setCount(count);
  return count;
}
