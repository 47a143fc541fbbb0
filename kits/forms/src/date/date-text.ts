import { fromDateTimeInput } from '@shop/shared';

// The text of the back office's date and date-time fields: the shop's own format ("2026-11-28",
// "2026-11-28 17:06", China time, ADR 0041) whatever the browser's language, where a native date
// input would print the browser's ("11/28/2026, 05:06 PM").

/** A field that takes a day, or a day and a minute. */
export type DateKind = 'date' | 'datetime';

const TYPED = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?(?:[ T]+(\d{1,2})[:：](\d{2}))?$/;
const pad = (n: string) => n.padStart(2, '0');

/**
 * What was typed, in the shop's format when it reads as one ("2026/1/5 9:30" → "2026-01-05 09:30");
 * otherwise as typed (trimmed), for the form's schema to refuse with its words.
 */
export function normaliseDateText(text: string, kind: DateKind): string {
  const trimmed = text.trim();
  const parts = TYPED.exec(trimmed);
  if (!parts) return trimmed;
  const [, year, month, day, hour, minute] = parts as unknown as [string, string, string, string, string | undefined, string | undefined];
  const date = `${year}-${pad(month)}-${pad(day)}`;
  if (kind === 'date') return hour === undefined ? date : trimmed;
  return `${date} ${pad(hour ?? '0')}:${minute ?? '00'}`;
}

/** The "YYYY-MM-DD" a field's text starts with, or null. */
export function dayOfText(text: string): string | null {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(text.trim())?.[0];
  return day ?? null;
}

/** The "HH:mm" of a date-time text, or null. */
export function minuteOfText(text: string): string | null {
  return /[ T](\d{2}:\d{2})$/.exec(text.trim())?.[1] ?? null;
}

/** The text with its day, hour or minute replaced (a date-time field without a time yet starts at 00:00). */
export function withParts(text: string, kind: DateKind, parts: { day?: string; hour?: string; minute?: string }): string {
  const day = parts.day ?? dayOfText(text);
  if (!day) return text;
  if (kind === 'date') return day;
  const [hour, minute] = (minuteOfText(text) ?? '00:00').split(':') as [string, string];
  return `${day} ${parts.hour ?? hour}:${parts.minute ?? minute}`;
}

/**
 * A date-time field's text, read as China time, as an ISO instant; '' when it is not a time, for a
 * schema to refuse. The field shows an instant with `formatDateMinute` of @shop/shared.
 */
export function fromDateTimeText(text: string): string {
  return fromDateTimeInput(normaliseDateText(text, 'datetime').replace(' ', 'T'));
}
