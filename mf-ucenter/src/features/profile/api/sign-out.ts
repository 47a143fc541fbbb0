import { useMutation } from '@tanstack/react-query';
import { logout } from '@shop/shared';

/** Signing out: `logout` revokes the token, clears what belonged to the member and goes home. */
export function useSignOut() {
  return useMutation({ mutationFn: logout });
}
