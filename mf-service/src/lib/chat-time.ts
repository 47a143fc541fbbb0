import { formatDate, formatTimeOfDay } from '@shop/shared';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The China calendar day of a moment, as a key: 2025-11-20 (the shop's one time rule, ADR 0041). */
export const dayKey = (iso: string): string => formatDate(iso);

/** The hour and minute a message was sent, China time: 09:30. */
export const timeOfDay = (iso: string): string => formatTimeOfDay(iso);

/** A day separator's words: 'today', 'yesterday' (for the caller to translate), or the date itself: 2025-11-20. */
export function dayLabel(iso: string, now: Date = new Date()): string {
  const key = dayKey(iso);
  if (key === formatDate(now)) return 'today';
  // China time keeps no daylight saving: a day ago is always yesterday there.
  if (key === formatDate(now.getTime() - DAY_MS)) return 'yesterday';
  return key;
}
