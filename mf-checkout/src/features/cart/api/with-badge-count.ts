import { useCartStore } from '@shop/shared';
import type { CartAnswer } from '@shop/contract';

/** Every cart answer also sets the shell's badge to its rows. */
export function withBadgeCount(cart: CartAnswer): CartAnswer {
  useCartStore.getState().setCount(cart.list.length);
  return cart;
}
