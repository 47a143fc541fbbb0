import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '@shop/shared';
import { safeRedirect } from '@/lib/paths';

/** The safe place to continue to after signing in, from the `redirect` query. */
export function useRedirectTarget(): string {
  const [params] = useSearchParams();
  return safeRedirect(params.get('redirect'));
}

/** Once signed in or up (the session begun by the call): say so, and move on. */
export function useFinishSignIn() {
  const navigate = useNavigate();
  const target = useRedirectTarget();
  return (message: string) => {
    toast.success(message);
    void navigate(target, { replace: true });
  };
}
