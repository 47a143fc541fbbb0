import { useCartStore } from '../stores/cart-store';
import { getCartCount } from './api/get-cart-count';

/** The shell's cart badge follows `cart/count` after anything that may have changed the cart elsewhere. */
export async function refreshCartCount(): Promise<number> {
  const count = await getCartCount();
  useCartStore.getState().setCount(count);
  return count;
}
