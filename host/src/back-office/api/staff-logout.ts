import { clearStaffSession, staffHttp, useStaffStore } from '@shop/shared';

/**
 * Signs the back-office user out. The token is dropped first, so the pages unmount and ask nothing
 * more; `leave` then takes the user to the sign-in page; only then does admin/logout end the session
 * on the server (with the token kept aside: a request still under way is answered, not refused,
 * and its 401 does not send the user to sign in with a way back), and what was read for the user
 * is forgotten. The call is best effort: this tab is signed out either way.
 */
export async function signOutOfBackOffice(leave: () => Promise<void>): Promise<void> {
  const token = useStaffStore.getState().token;
  useStaffStore.getState().clear();
  await leave();
  try {
    if (token) await staffHttp.instance.post('admin/logout', {}, { headers: { Authorization: `Bearer ${token}` } });
  } catch {
    /* the session ends on its own when it expires */
  } finally {
    clearStaffSession();
  }
}
