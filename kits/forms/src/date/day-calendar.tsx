import { DayPicker, type Matcher } from 'react-day-picker';
import { enUS } from 'react-day-picker/locale/en-US';
import { zhCN } from 'react-day-picker/locale/zh-CN';

// The month grid of a date field's pop-up, in a chunk of its own: loaded when an operator first opens
// a calendar, never with the page. Days are "YYYY-MM-DD" texts; the grid works on local dates at
// noon, so no time zone can move a day.

const toLocalDate = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date, 12);
};
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const pad = (n: number) => String(n).padStart(2, '0');
const toDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

export interface DayCalendarProps {
  /** The day chosen, or null. */
  day: string | null;
  /** The shop's today, shown marked and opened when nothing is chosen. */
  today: string;
  /** The first and last days that may be chosen. */
  min?: string | undefined;
  max?: string | undefined;
  lang: string;
  onPick: (day: string) => void;
}

export default function DayCalendar({ day, today, min, max, lang, onPick }: DayCalendarProps) {
  const disabled: Matcher[] = [];
  // A bound still being typed in the other field ("2026-0") bounds nothing.
  if (min && DAY.test(min)) disabled.push({ before: toLocalDate(min) });
  if (max && DAY.test(max)) disabled.push({ after: toLocalDate(max) });
  const selected = day ? toLocalDate(day) : undefined;
  return (
    <DayPicker
      mode="single"
      required
      // eslint-disable-next-line jsx-a11y/no-autofocus -- a date picker's dialog moves focus to its chosen day (or today) when it opens, as the ARIA pattern has it
      autoFocus
      locale={lang.startsWith('zh') ? zhCN : enUS}
      selected={selected}
      defaultMonth={selected ?? toLocalDate(today)}
      today={toLocalDate(today)}
      disabled={disabled}
      onSelect={(date: Date | undefined) => date && onPick(toDay(date))}
      classNames={{
        root: 'relative text-sm text-slate-700',
        months: 'relative',
        nav: 'absolute top-0 right-0 flex gap-1',
        button_previous: 'flex h-7 w-7 items-center justify-center rounded hover:bg-slate-100 disabled:opacity-30',
        button_next: 'flex h-7 w-7 items-center justify-center rounded hover:bg-slate-100 disabled:opacity-30',
        chevron: 'h-4 w-4 fill-slate-600',
        month_caption: 'flex h-7 items-center px-1 font-medium text-slate-800',
        month_grid: 'mt-2 border-collapse',
        weekday: 'h-8 w-9 text-xs font-normal text-slate-600',
        day: 'p-0 text-center',
        day_button:
          'h-9 w-9 rounded text-sm hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-rose-600 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent',
        selected: '[&>button]:bg-rose-600 [&>button]:text-white [&>button]:hover:bg-rose-700',
        today: 'font-semibold text-rose-700',
        outside: 'text-slate-400',
        disabled: 'text-slate-400',
      }}
    />
  );
}
