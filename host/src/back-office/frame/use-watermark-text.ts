import { useEffect, useState } from 'react';
import { formatDateMinute } from '@shop/shared';

/** The current minute in China time, changing when the clock reaches the next one. */
function useCurrentMinute(): string {
  const [minute, setMinute] = useState(() => formatDateMinute(new Date()));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const now = new Date();
      setMinute(formatDateMinute(now));
      timer = setTimeout(schedule, 60_000 - (now.getTime() % 60_000));
    };
    schedule();
    return () => clearTimeout(timer);
  }, []);
  return minute;
}

/** The watermark's text (spec section 9): who is signed in, and when, one per line. */
export function useWatermarkText(username: string | undefined): string | null {
  const minute = useCurrentMinute();
  return username ? `${username}\n${minute}` : null;
}
