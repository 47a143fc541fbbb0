import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countText } from '@/lib/count-text';
import { dayChange } from '../lib/day-change';
import { CardHeading } from './card-heading';

interface FigureCardProps {
  label: string;
  /** Today's figure and yesterday's, as numbers (amounts in cents) to compare. */
  today: number;
  yesterday: number;
  /** Writes a figure or a difference: a count, or an amount. */
  format?: (value: number) => string;
  /** A state counted now and when yesterday ended, rather than a day's total. */
  state?: boolean;
  /** A line under the figure (how it splits). */
  detail?: ReactNode;
  /** Where to act on it, when the user's role may go there. */
  action?: ReactNode;
}

/** One of today's figures, with yesterday's beside it and how it changed. */
export function FigureCard({ label, today, yesterday, format = countText, state = false, detail, action }: FigureCardProps) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const change = dayChange(today, yesterday);
  const amount = `${format(change.difference)}${change.percent === null ? '' : ` (${change.percent}%)`}`;
  const arrow = { up: '▲', down: '▼', same: '–' }[change.direction];
  // More sales is good news, more work waiting is not: a state's change is told without colour.
  const tone = state ? 'text-slate-600' : { up: 'text-emerald-700', down: 'text-rose-600', same: 'text-slate-500' }[change.direction];
  return (
    <section aria-labelledby={id} className="rounded-md border border-slate-200 bg-white p-4">
      <CardHeading id={id} label={label} action={action} />
      <p className="mt-1 text-2xl font-semibold tabular-nums text-slate-800">{format(today)}</p>
      {detail && <p className="mt-0.5 text-xs text-slate-500">{detail}</p>}
      <p className="mt-2 flex flex-wrap items-center gap-x-3 text-xs text-slate-500">
        <span>{t(state ? 'adminDashboard.yesterdayEnd' : 'adminDashboard.yesterday', { value: format(yesterday) })}</span>
        <span className={tone}>
          <span aria-hidden="true">
            {arrow} {change.direction === 'same' ? '' : amount}
          </span>
          <span className="sr-only">{t(`adminDashboard.change.${change.direction}`, { value: amount })}</span>
        </span>
      </p>
    </section>
  );
}
