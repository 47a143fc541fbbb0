import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { selectIsLoggedIn, useAuthStore } from '../stores/auth-store';
import { loginPathFor } from './login-path';

/** Sends the visitor to sign-in, to come back to this very page afterwards. */
export function RedirectToSignIn() {
  const { pathname, search } = useLocation();
  return <Navigate to={loginPathFor(pathname + search)} replace />;
}

// Whether a member was signed in on arrival, per location (one object per navigation). Kept outside
// React: a render that is restarted before it commits (the shell re-rendering while the page still
// loads) must not decide again after a sign-out.
const arrivals = new WeakMap<object, boolean>();

/**
 * A members-only page: visitors go to sign-in and come back. Decided on arrival only, so that signing
 * out on the page ends where `logout()` navigates (`/`), not overtaken by a redirect to sign-in. The
 * host redirects at navigation time already (routes.json `members`); this guard covers a remote
 * running on its own and a session that ends while the page is being opened.
 */
export function MembersOnly({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!arrivals.has(location)) arrivals.set(location, selectIsLoggedIn(useAuthStore.getState()));
  return arrivals.get(location) ? children : <RedirectToSignIn />;
}
