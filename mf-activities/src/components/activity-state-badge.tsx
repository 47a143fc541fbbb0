import { useTranslation } from 'react-i18next';
import type { ActivityState } from '@shop/contract';

// Every pair reads at WCAG AA contrast (4.5:1) for small text.
const COLOURS: Record<ActivityState, string> = {
  selling: 'bg-rose-600 text-white',
  upcoming: 'bg-amber-100 text-amber-900',
  ended: 'bg-slate-500 text-white',
};

/** On a coloured band (the price box): white chips whose text keeps the state's colour. */
const ON_BAND: Record<ActivityState, string> = {
  selling: 'bg-white text-rose-700',
  upcoming: 'bg-white text-amber-900',
  ended: 'bg-white text-slate-700',
};

/** "On sale", "Coming soon" or "Ended". */
export function ActivityStateBadge({ state, onBand = false }: { state: ActivityState; onBand?: boolean }) {
  const { t } = useTranslation('activities');
  const colours = onBand ? ON_BAND[state] : COLOURS[state];
  return <span className={`inline-block rounded px-2 py-0.5 text-xs font-medium ${colours}`}>{t(`common.state.${state}`)}</span>;
}
