import { useCallback, useRef, useState } from 'react';

/**
 * Runs one async action at a time: `pending` drives the button, and the ref refuses a second run
 * before React has even re-rendered (a fast double click).
 */
export function usePendingAction() {
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(async (action: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      await action();
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);
  return { pending, run };
}
