import { useCallback, useEffect, useState } from 'react';
import { useAuthStore, type User } from '@shop/shared';
import { getMember } from '@/lib/member';

type MemberState = { status: 'loading' } | { status: 'ready'; member: User } | { status: 'failed' } | { status: 'signedOut' };

/** The member's profile, fresh from the server. A falsy code means the session is over: it is cleared. */
export function useMember() {
  const [state, setState] = useState<MemberState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    getMember()
      .then((answer) => {
        if (!current) return;
        if (!answer.code || !answer.data) {
          // Signed out meanwhile (the sign-out button): whoever ended the session navigates.
          const endedHere = Boolean(useAuthStore.getState().token);
          useAuthStore.getState().clear();
          if (endedHere) setState({ status: 'signedOut' });
          return;
        }
        useAuthStore.getState().setUser(answer.data);
        setState({ status: 'ready', member: answer.data });
      })
      .catch(() => {
        if (current) setState({ status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
