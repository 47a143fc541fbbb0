import { queryClient } from '../query/query-client';
import { useAuthStore } from './auth-store';
import { useCartStore } from './cart-store';
import { usePermissionStore } from './permission-store';

/** "Clear the local cache" of spec section 8: everything that belongs to the signed-in member. */
export function clearSession(): void {
  useAuthStore.getState().clear();
  useCartStore.getState().setCount(0);
  usePermissionStore.getState().setAuth([]);
  // What was read for the member (orders, wallet, cart) must not be shown to whoever comes next.
  queryClient.clear();
}
