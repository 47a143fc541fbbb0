import { useQuery } from '@tanstack/react-query';
import { endpoints, type Purview } from '@shop/contract';
import { staffHttp, usePermissionStore, useStaffStore } from '@shop/shared';
import { usePurviewState } from '../frame/purview-state';
import { backOfficeKeys } from './back-office-keys';

/**
 * purview/index, and what the frame keeps of it (spec sections 4-6): the permission list the
 * permission element reads, the status flag, and the user as the server describes them now.
 */
export async function getPurview(): Promise<Purview> {
  const { data } = await staffHttp.call(endpoints.getPurview);
  usePermissionStore.getState().setAuth(data.auth);
  usePurviewState.getState().setStatus(data.status);
  useStaffStore.getState().setUser(data.user);
  return data;
}

/** Asked again whenever the window regains focus (a role changed meanwhile shows at once); never without a session. */
export function usePurview() {
  const signedIn = useStaffStore((s) => Boolean(s.token));
  return useQuery({ queryKey: backOfficeKeys.purview(), queryFn: getPurview, refetchOnWindowFocus: true, staleTime: 0, enabled: signedIn });
}
