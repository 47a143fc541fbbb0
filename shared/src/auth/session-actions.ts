import { navigateTo } from '../http/navigation';
import { queryClient } from '../query/query-client';
import { useAuthStore } from '../stores/auth-store';
import { clearSession, duringSignOut } from '../stores/session';
import type { SessionPayload } from '../types/user';
import { revokeSession } from './api/revoke-session';

/**
 * Sign-out revokes the token on the server, clears token and user, then goes to `/`. What the page
 * being left asks for meanwhile cannot send the member to sign-in instead (`isSigningOut`).
 */
export function logout(): Promise<void> {
  return duringSignOut(async () => {
    try {
      await revokeSession();
    } catch {
      /* the local session ends even when the server cannot be reached */
    }
    clearSession();
    await navigateTo('/');
  });
}

/**
 * Stores the session that sign-up, sign-in and binding answer with. What was read as a visitor (a
 * product's favourite flag, the search history) is dropped: the member's own answers are asked for.
 */
export function startSession({ token, user }: SessionPayload): void {
  void queryClient.resetQueries();
  useAuthStore.getState().signIn(token, user);
}
