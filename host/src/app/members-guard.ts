import { redirect } from 'react-router-dom';
import { loginPathFor, selectIsLoggedIn, useAuthStore } from '@shop/shared';
import { findRemoteRoute } from '../remotes/remote-routes';

// The page on screen. The guard decides on arrival only: when the page already shown is loaded
// again (signing out on it runs the loaders once more before `/` is reached), it is left alone, so
// signing out ends on `/` as `logout()` navigates.
let shownPage: string | null = null;

export function rememberShownPage(path: string): void {
  shownPage = path;
}

/**
 * A visitor who arrives at a page its remote publishes as members-only is sent to sign in, and
 * brought back afterwards.
 */
export function membersOnlyRedirect(appPath: string, search: string): Response | null {
  if (shownPage === appPath + search) return null;
  if (!findRemoteRoute(appPath)?.members || selectIsLoggedIn(useAuthStore.getState())) return null;
  return redirect(loginPathFor(appPath + search));
}
