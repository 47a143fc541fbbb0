// The back office's client (staffHttp) answered like the shop's in mockApi, and a back-office user
// signed in with the permissions a test gives. Never bundled.
import type { StaffProfile } from '@shop/contract';
import { http, staffHttp } from '../src/http/client';
import { usePermissionStore } from '../src/stores/permission-store';
import { useStaffStore } from '../src/stores/staff-store';
import { mockApi } from './mock-api';

const realAdapter = staffHttp.instance.defaults.adapter;

afterEach(() => {
  staffHttp.instance.defaults.adapter = realAdapter;
  useStaffStore.setState({ token: null, user: null });
  usePermissionStore.setState({ auth: [] });
});

/** `mockApi` for the back office's client: one fake answers the calls of both clients. */
export function mockStaffApi(routes: Parameters<typeof mockApi>[0]) {
  const calls = mockApi(routes);
  staffHttp.instance.defaults.adapter = http.instance.defaults.adapter;
  return calls;
}

export const testStaff: StaffProfile = { id: 2, username: 'operator', name: 'Olivia', role: { id: 2, code: 'operator', name: 'Operator' } };

/** A signed-in back-office user whose role holds `permissions`, as the frame leaves one after purview/index. */
export function signInStaff(permissions: string[], user: StaffProfile = testStaff): void {
  useStaffStore.getState().signIn('staff-token', user);
  usePermissionStore.getState().setAuth(permissions);
}
