import { queryClient } from '../query/query-client';
import { usePermissionStore } from './permission-store';
import { useStaffStore } from './staff-store';

/** Signs the back-office user out of this tab: token, profile, permissions and what was read for them. */
export function clearStaffSession(): void {
  useStaffStore.getState().clear();
  usePermissionStore.getState().setAuth([]);
  queryClient.removeQueries({ queryKey: ['admin'] });
}
