import { useCallback, useEffect, useRef, useState } from 'react';

export interface RemoteData<T> {
  /** null while loading or after a failure. */
  data: T | null;
  loading: boolean;
  failed: boolean;
  /** Why it failed (an ApiError when the server refused), null otherwise. */
  error: unknown;
  reload: () => void;
}

/**
 * Loads `load()` whenever `key` changes, dropping answers that arrive for an older key, so a fast
 * click through filters never shows the results of an earlier one.
 */
export function useRemoteData<T>(load: () => Promise<T>, key: string, enabled = true): RemoteData<T> {
  const loader = useRef(load);
  loader.current = load;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; data: T | null; failed: boolean; error: unknown }>({ key, data: null, failed: false, error: null });

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setState({ key, data: null, failed: false, error: null });
    loader
      .current()
      .then((data) => {
        if (current) setState({ key, data, failed: false, error: null });
      })
      .catch((error: unknown) => {
        if (current) setState({ key, data: null, failed: true, error });
      });
    return () => {
      current = false;
    };
  }, [key, attempt, enabled]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  // What was loaded for an earlier key is never shown, not even for the render before the effect.
  const data = state.key === key ? state.data : null;
  const failed = state.key === key && state.failed;
  const error = failed ? state.error : null;
  return { data, failed, error, loading: enabled && data === null && !failed, reload };
}
