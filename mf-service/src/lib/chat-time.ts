import { uiLocale } from '@shop/shared';

/** The calendar day of a moment in the shopper's time zone, as a key: 2025-11-20. */
export function dayKey(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}

/** The hour and minute a message was sent, in the page's language: 09:30. */
export function timeOfDay(iso: string): string {
  return new Intl.DateTimeFormat(uiLocale(), { hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date(iso));
}

/** A day separator's words: 'today', 'yesterday' (for the caller to translate), or the date itself. */
export function dayLabel(iso: string, now: Date = new Date()): string {
  const key = dayKey(iso);
  if (key === dayKey(now.toISOString())) return 'today';
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (key === dayKey(yesterday.toISOString())) return 'yesterday';
  const sameYear = new Date(iso).getFullYear() === now.getFullYear();
  return new Intl.DateTimeFormat(uiLocale(), { year: sameYear ? undefined : 'numeric', month: 'long', day: 'numeric', weekday: 'short' }).format(new Date(iso));
}
