const pad = (n: number) => String(n).padStart(2, '0');

/** ISO time → "2025-06-01T18:00" in the operator's time zone, as a datetime-local input shows it. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value (the operator's time zone) → ISO time; '' when empty or not a time, for the schema to refuse. */
export function fromLocalInput(local: string): string {
  if (!local) return '';
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

/** "2025-06-01 18:00" in the operator's time zone. */
export const formatMinute = (iso: string): string => toLocalInput(iso).replace('T', ' ') || iso;
