import { useNavigate, useSearchParams } from 'react-router-dom';
import { startSession, toast, useCartStore, type SessionPayload } from '@shop/shared';
import { safeRedirect } from '@/lib/paths';
import { getCartCount } from '../api/get-cart-count';

/** The member's own cart now counts; the badge keeps its old number if the count cannot be had. */
async function refreshCartCount(): Promise<void> {
  try {
    const answer = await getCartCount();
    useCartStore.getState().setCount(Number(answer.data));
  } catch {
    /* the badge is refreshed again when the layout loads */
  }
}

/** The safe place to continue to after signing in, from the `redirect` query. */
export function useRedirectTarget(): string {
  const [params] = useSearchParams();
  return safeRedirect(params.get('redirect'));
}

/** After sign-in or sign-up: keep the session, count the cart, say so, and move on. */
export function useFinishSignIn() {
  const navigate = useNavigate();
  const target = useRedirectTarget();
  return async (session: SessionPayload, message: string) => {
    startSession(session);
    await refreshCartCount();
    toast.success(message);
    navigate(target, { replace: true });
  };
}
