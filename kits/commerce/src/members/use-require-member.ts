import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { loginPathFor, selectIsLoggedIn, useAuthStore } from '@shop/shared';

/**
 * For members-only actions (add to the cart, buy, start a bargain, help one): answers true for a
 * member; a visitor is sent to sign-in, to come back to this page afterwards, and false is answered.
 */
export function useRequireMember(): () => boolean {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(() => {
    if (selectIsLoggedIn(useAuthStore.getState())) return true;
    void navigate(loginPathFor(pathname + search));
    return false;
  }, [navigate, pathname, search]);
}
