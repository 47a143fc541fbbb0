import { useTranslation } from 'react-i18next';
import { useServerCountdown } from '@shop/commerce';
import { timeParts } from '@/lib/time-parts';

interface CountdownProps {
  /** The moment counted down to (ISO), by the server's clock. */
  target: string;
  /** The server's `now` of the answer `target` came with: the count follows the server, not this computer. */
  now?: string | null;
  /** What the count is to, e.g. "Ends in". */
  label?: string;
  /** Called once when the count reaches zero (not when it was already over at first sight): refetch the state. */
  onEnd?: () => void;
  /** `boxed`: white digits on rose tiles, for the price band of an activity page. */
  variant?: 'plain' | 'boxed';
  className?: string;
}

/** "Ends in 2 days 03:04:05", ticking every second against the server's clock. */
export function Countdown({ target, now, label, onEnd, variant = 'plain', className = '' }: CountdownProps) {
  const { t } = useTranslation('activities');
  const left = useServerCountdown(target, now, onEnd);

  const { days, clock } = timeParts(left);
  const digits = variant === 'boxed' ? 'rounded bg-slate-900 px-1.5 py-0.5 font-mono text-white' : 'font-mono';
  return (
    <span role="timer" className={`inline-flex items-center gap-1.5 tabular-nums ${className}`}>
      {label && <span>{label}</span>}
      {/* The server rendered the time left when it read the page; it ticks from the first second here. */}
      {days > 0 && (
        <span className={digits} suppressHydrationWarning>
          {t('common.countdown.days', { count: days })}
        </span>
      )}
      <span className={digits} suppressHydrationWarning>
        {clock}
      </span>
    </span>
  );
}
