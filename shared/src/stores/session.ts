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
