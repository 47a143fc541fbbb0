const pad = (n: number) => String(n).padStart(2, '0');

/** "2025-03-02 10:05" in the member's time zone, as the log shows times; the API sends ISO times. */
export function formatLogTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
