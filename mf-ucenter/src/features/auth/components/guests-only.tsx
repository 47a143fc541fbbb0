import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { selectIsLoggedIn, useAuthStore } from '@shop/shared';
import { useRedirectTarget } from '../hooks/use-finish-sign-in';

/**
 * A member who opens sign-in or sign-up goes straight on. Decided on arrival only: signing in on
 * this page moves on by itself, after the cart count is refreshed.
 */
export function GuestsOnly({ children }: { children: ReactNode }) {
  const target = useRedirectTarget();
  const [signedInOnArrival] = useState(() => selectIsLoggedIn(useAuthStore.getState()));
  if (signedInOnArrival) return <Navigate to={target} replace />;
  return children;
}
