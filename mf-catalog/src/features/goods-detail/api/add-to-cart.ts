import { http, useCartStore } from '@shop/shared';

/** `cart/add` (members): the shell's cart badge takes the new count at once. Over stock answers 402. */
export async function addToCart(skuId: number, quantity: number): Promise<number> {
  const answer = await http.post<{ count: number }>('cart/add', { sku_id: skuId, quantity });
  useCartStore.getState().setCount(answer.data.count);
  return answer.data.count;
}
