import { useQuery } from '@tanstack/react-query';
import { http } from '@shop/shared';
import { type CartAnswer, endpoints } from '@shop/contract';
import { cartKeys } from '@/lib/cart-keys';
import { withBadgeCount } from './with-badge-count';

export async function getCart(): Promise<CartAnswer> {
  const { data } = await http.call(endpoints.getCart);
  return data;
}

/** The cart as the server last answered it; asked again whenever the page opens (the cart is always live). */
export function useCart() {
  return useQuery({
    queryKey: cartKeys.detail(),
    queryFn: async () => withBadgeCount(await getCart()),
    staleTime: 0,
  });
}
