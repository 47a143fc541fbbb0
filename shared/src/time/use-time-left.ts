import { useEffect, useState } from 'react';

const TICK_MS = 1000;

/**
 * Milliseconds left until `deadline` (epoch ms), ticking every second and 0 once passed, or when
 * there is no deadline or it cannot be read. Read from the clock on each tick rather than counted
 * down, so that a background tab whose timers the browser throttled still shows the truth.
 */
export function useTimeLeft(deadline: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const known = deadline !== null && Number.isFinite(deadline);

  useEffect(() => {
    if (!known) return;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) clearInterval(timer);
    };
    // A new deadline is measured from now at once, not from the last tick of an earlier one.
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, TICK_MS);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [deadline, known]);

  return known ? Math.max(0, deadline - now) : 0;
}

/** "mm:ss", or "h:mm:ss" from an hour up, of a time left in milliseconds; never negative. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(total / 3600);
  const rest = `${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return hours > 0 ? `${hours}:${rest}` : rest;
}
