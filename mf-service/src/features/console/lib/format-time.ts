import { formatDate, formatTimeOfDay } from '@shop/shared';

/** A queue row's time, as short as it can be, China time: "14:05" today, "03-02" this year, "2024-03-02" before. */
export function queueTime(iso: string, now = new Date()): string {
  const day = formatDate(iso);
  if (!/^\d{4}-/.test(day)) return '';
  const today = formatDate(now);
  if (day === today) return formatTimeOfDay(iso);
  return day.slice(0, 4) === today.slice(0, 4) ? day.slice(5) : day;
}
