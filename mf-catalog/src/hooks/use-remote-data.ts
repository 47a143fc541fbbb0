import { useCallback, useEffect, useRef, useState } from 'react';

export interface RemoteData<T> {
  /** null while loading or after a failure. */
  data: T | null;
  loading: boolean;
  failed: boolean;
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
  const [state, setState] = useState<{ key: string; data: T | null; failed: boolean }>({ key, data: null, failed: false });

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setState({ key, data: null, failed: false });
    loader
      .current()
      .then((data) => {
        if (current) setState({ key, data, failed: false });
      })
      .catch(() => {
        if (current) setState({ key, data: null, failed: true });
      });
    return () => {
      current = false;
    };
  }, [key, attempt, enabled]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  // What was loaded for an earlier key is never shown, not even for the render before the effect.
  const data = state.key === key ? state.data : null;
  const failed = state.key === key && state.failed;
  return { data, failed, loading: enabled && data === null && !failed, reload };
}
