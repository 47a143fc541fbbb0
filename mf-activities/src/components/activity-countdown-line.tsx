import { useTranslation } from 'react-i18next';
import type { ActivityState } from '@shop/contract';
import { Countdown } from './countdown';

interface ActivityCountdownLineProps {
  state: ActivityState;
  startsAt: string;
  endsAt: string;
  /** The server's `now` of the answer, when it has one. */
  now?: string | null;
  onEnd?: () => void;
  variant?: 'plain' | 'boxed';
  className?: string;
}

/** What an activity's clock says: time to its end while selling, to its start before, "Ended" after. */
export function ActivityCountdownLine({ state, startsAt, endsAt, now, onEnd, variant, className = '' }: ActivityCountdownLineProps) {
  const { t } = useTranslation('activities');
  if (state === 'ended') return <span className={className}>{t('common.countdown.over')}</span>;
  const selling = state === 'selling';
  return (
    <Countdown
      target={selling ? endsAt : startsAt}
      now={now}
      label={t(selling ? 'common.countdown.endsIn' : 'common.countdown.startsIn')}
      onEnd={onEnd}
      variant={variant}
      className={className}
    />
  );
}
