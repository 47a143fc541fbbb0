import { useCallback, useEffect, useState } from 'react';

const TICK_MS = 250;

/**
 * Whole seconds left until a deadline, 0 when idle. Counting from a deadline rather than
 * decrementing keeps the display honest when the browser throttles timers in a background tab.
 */
export function useCountdown() {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (deadline === null) return;
    const update = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) setDeadline(null);
    };
    update();
    const timer = setInterval(update, TICK_MS);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    if (seconds > 0) setDeadline(Date.now() + seconds * 1000);
  }, []);

  return { secondsLeft, start };
}
