import { useCallback, useState } from 'react';
import { useTimeLeft } from '@shop/shared';

/** A resend countdown: whole seconds left (0 when idle) and `start(seconds)` to begin one. */
export function useCountdown() {
  const [deadline, setDeadline] = useState<number | null>(null);
  const secondsLeft = Math.ceil(useTimeLeft(deadline) / 1000);

  const start = useCallback((seconds: number) => {
    if (seconds > 0) setDeadline(Date.now() + seconds * 1000);
  }, []);

  return { secondsLeft, start };
}
