import { useMutation } from '@tanstack/react-query';
import { type CartAddBody, endpoints } from '@shop/contract';
import { http, useCartStore } from '@shop/shared';

/** `cart/add` (members): answers the number of cart rows. Over stock answers 402. */
export async function addToCart(body: CartAddBody): Promise<number> {
  const answer = await http.call(endpoints.addToCart, body);
  return answer.data.count;
}

/** Adds to the cart; the shell's cart badge takes the count of the answer at once. */
export function useAddToCart() {
  return useMutation({
    mutationFn: addToCart,
    onSuccess: (count) => useCartStore.getState().setCount(count),
  });
}
