import { useEffect, useRef } from 'react';
import { useServerTimeLeft } from '@shop/shared';

/**
 * Time left until `target` (ISO) by the server's clock, as of the answer whose `now` is `serverNow`,
 * ticking every second. `onEnd` is called once when the count reaches zero, the moment a sale starts
 * or ends and the page asks for its new state; never for a count that was over at first sight, so
 * that a refetch answering an old state cannot loop.
 */
export function useServerCountdown(target: string, serverNow: string | null | undefined, onEnd?: () => void): number {
  const left = useServerTimeLeft(target, serverNow);
  const running = useRef(left > 0);
  useEffect(() => {
    if (left > 0) running.current = true;
    else if (running.current) {
      running.current = false;
      onEnd?.();
    }
  }, [left, onEnd]);
  return left;
}
