const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day before "2025-06-02": "2025-06-01". */
export function dayBefore(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
}

/** Whether a footprint day is the shop's today, its yesterday, or another day to be named by its date. */
export function dayKind(date: string, today: string): 'today' | 'yesterday' | 'date' {
  if (date === today) return 'today';
  if (date === dayBefore(today)) return 'yesterday';
  return 'date';
}
