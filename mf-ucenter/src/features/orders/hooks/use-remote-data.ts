import { useCallback, useEffect, useState } from 'react';

export type RemoteData<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed' };

type Held<T> = { key: string; state: RemoteData<T> };

/**
 * Data one call answers, loaded again whenever `key` changes (a skeleton meanwhile) or `refresh`
 * is called (what is shown stays until the new answer, so an action does not blank the page).
 */
export function useRemoteData<T>(key: string, load: () => Promise<{ data: T }>) {
  const [held, setHeld] = useState<Held<T>>({ key, state: { status: 'loading' } });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    setHeld((previous) => (previous.key === key && previous.state.status === 'ready' ? previous : { key, state: { status: 'loading' } }));
    load()
      .then((answer) => {
        if (current) setHeld({ key, state: { status: 'ready', data: answer.data } });
      })
      .catch(() => {
        if (current) setHeld({ key, state: { status: 'failed' } });
      });
    return () => {
      current = false;
    };
    // `load` is rebuilt on every render; `key` names what it loads.
  }, [key, version]);

  const refresh = useCallback(() => setVersion((n) => n + 1), []);
  const state: RemoteData<T> = held.key === key ? held.state : { status: 'loading' };
  return { state, refresh };
}
