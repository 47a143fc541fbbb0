import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { selectIsLoggedIn, useAuthStore } from '@shop/shared';
import { loginPathFor } from '@/lib/paths';

/** Sends the visitor to sign-in, to come back to this page afterwards. */
export function RedirectToSignIn() {
  const { pathname, search } = useLocation();
  return <Navigate to={loginPathFor(pathname + search)} replace />;
}

/**
 * Visitors are sent to sign-in. Decided on arrival only: signing out on the page must end on `/`
 * as `logout()` navigates, not be overtaken by a redirect to sign-in.
 */
export function MembersOnly({ children }: { children: ReactNode }) {
  const [memberOnArrival] = useState(() => selectIsLoggedIn(useAuthStore.getState()));
  return memberOnArrival ? children : <RedirectToSignIn />;
}
