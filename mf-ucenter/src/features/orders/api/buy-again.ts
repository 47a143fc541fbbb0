import { useMutation } from '@tanstack/react-query';
import { type CartCountAnswer, endpoints } from '@shop/contract';
import { http, useCartStore } from '@shop/shared';

/** Puts the order's SKUs back in the cart (bounded by stock); answers the cart's new row count. */
export async function buyAgain(id: number): Promise<CartCountAnswer> {
  const answer = await http.call(endpoints.orderAgain, { id });
  return answer.data;
}

/** The shell's cart badge takes the count the answer carries. */
export function useBuyAgain() {
  return useMutation({ mutationFn: buyAgain, onSuccess: ({ count }) => useCartStore.getState().setCount(count) });
}
