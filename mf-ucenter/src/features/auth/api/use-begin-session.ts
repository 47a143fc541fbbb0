import { useQueryClient } from '@tanstack/react-query';
import type { SignedIn } from '@shop/contract';
import { refreshCartCount, startSession } from '@shop/shared';
import { memberKeys } from '@/lib/member-keys';

/**
 * What a sign-in or sign-up answer starts: the stored session, the member's profile cached from the
 * answer, and the cart badge counting the member's own cart.
 */
export function useBeginSession() {
  const queryClient = useQueryClient();
  return async (session: SignedIn) => {
    startSession(session);
    queryClient.setQueryData(memberKeys.current(), session.user);
    try {
      await refreshCartCount();
    } catch {
      // The badge keeps its old number; the shell counts the cart again when its layout loads.
    }
  };
}
