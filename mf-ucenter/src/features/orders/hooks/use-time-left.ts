import { useEffect, useState } from 'react';

const TICK_MS = 1000;

const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/** Whole seconds until an ISO time (0 once passed, or when there is none), counted from the clock. */
export function useSecondsUntil(iso: string | null | undefined): number {
  const deadline = iso ? Date.parse(iso) : Number.NaN;
  const [left, setLeft] = useState(() => (Number.isNaN(deadline) ? 0 : secondsUntil(deadline)));

  useEffect(() => {
    if (Number.isNaN(deadline)) {
      setLeft(0);
      return;
    }
    const update = () => setLeft(secondsUntil(deadline));
    update();
    const timer = setInterval(update, TICK_MS);
    return () => clearInterval(timer);
  }, [deadline]);

  return left;
}
