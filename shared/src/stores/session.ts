import { queryClient } from '../query/query-client';
import { useAuthStore } from './auth-store';
import { useCartStore } from './cart-store';

/** "Clear the local cache" of spec section 8: everything that belongs to the signed-in member. */
export function clearSession(): void {
  useAuthStore.getState().clear();
  useCartStore.getState().setCount(0);
  // What was read for the member (orders, wallet, cart) must not be shown to whoever comes next; the
  // back office's queries (['admin', …]) belong to the back-office user, signed in apart.
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'admin' });
}

let signOuts = 0;

/**
 * Whether the member is signing out on purpose right now. The page being left is still shown until
 * the navigation away from it settles, and with its queries removed it asks for them again, now
 * without a token: the HTTP client does not send a 401 to such a request on to sign-in.
 */
export function isSigningOut(): boolean {
  return signOuts > 0;
}

/** Runs a sign-out the member asked for: from its first request until the page it ends on is shown. */
export async function duringSignOut(work: () => Promise<void>): Promise<void> {
  signOuts += 1;
  try {
    await work();
  } finally {
    signOuts -= 1;
  }
}
