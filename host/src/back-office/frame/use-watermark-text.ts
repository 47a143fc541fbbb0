import { useEffect, useState } from 'react';
import { formatMinute } from '../format-time';

/** The current minute, changing when the clock reaches the next one. */
function useCurrentMinute(): string {
  const [minute, setMinute] = useState(() => formatMinute(new Date()));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const now = new Date();
      setMinute(formatMinute(now));
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
