import { useQuery } from '@tanstack/react-query';
import { refreshCartCount, useAuthStore, useCartStore } from '@shop/shared';
import { layoutKeys } from './layout-keys';

/** A visitor has no cart: the badge shows nothing. */
function visitorCount(): Promise<number> {
  useCartStore.getState().setCount(0);
  return Promise.resolve(0);
}

/**
 * The cart badge's count for whoever is signed in, asked for again when another member signs in.
 * The badge itself reads the cart store, which the remotes also set from their answers.
 */
export function useCartCount(): void {
  const signedIn = useAuthStore((s) => Boolean(s.token));
  const memberId = useAuthStore((s) => s.user?.id ?? null);
  useQuery({
    queryKey: layoutKeys.cartCount(signedIn ? (memberId ?? 'member') : 'visitor'),
    queryFn: signedIn ? refreshCartCount : visitorCount,
  });
}
