import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useIsLoggedIn } from '@shop/shared';
import { loginPathFor } from '@/lib/paths';

/** Checkout is for members: a visitor goes to sign-in and comes back to this very step. */
export function MembersOnly({ children }: { children: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  const { pathname, search } = useLocation();
  if (!loggedIn) return <Navigate to={loginPathFor(pathname + search)} replace />;
  return <>{children}</>;
}
