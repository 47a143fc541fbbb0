import { useEffect, useState } from 'react';

/** Milliseconds left until `deadline` (epoch ms), ticking every second and stopping at zero. */
export function useCountdown(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, deadline - now);
  useEffect(() => {
    if (!(deadline > Date.now())) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return Number.isFinite(left) ? left : 0;
}
