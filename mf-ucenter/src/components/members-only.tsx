import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { selectIsLoggedIn, useAuthStore } from '@shop/shared';
import { loginPathFor } from '@/lib/paths';

/** Sends the visitor to sign-in, to come back to this page afterwards. */
export function RedirectToSignIn() {
  const { pathname, search } = useLocation();
  return <Navigate to={loginPathFor(pathname + search)} replace />;
}

// Whether a member was signed in on arrival, per location (one object per navigation). Kept
// outside React: a render that is restarted before it commits (the shell re-rendering while the
// page still loads) must not decide again after a sign-out.
const arrivals = new WeakMap<object, boolean>();

/**
 * Visitors are sent to sign-in. Decided on arrival only: signing out on the page must end on `/`
 * as `logout()` navigates, not be overtaken by a redirect to sign-in.
 */
export function MembersOnly({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!arrivals.has(location)) arrivals.set(location, selectIsLoggedIn(useAuthStore.getState()));
  return arrivals.get(location) ? children : <RedirectToSignIn />;
}
