import { http, useCartStore } from '@shop/shared';

/** After a cart order the bought rows are gone: the shell's badge follows cart/count. */
export async function refreshCartCount(): Promise<void> {
  const { data } = await http.get<number>('cart/count');
  useCartStore.getState().setCount(Number(data));
}
