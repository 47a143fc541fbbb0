const two = (value: number) => String(value).padStart(2, '0');

/** yyyy-mm-dd hh:mm in the browser's time zone. */
export function formatMinute(date: Date): string {
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** An instant the API sends (ISO 8601) as yyyy-mm-dd hh:mm:ss in the browser's time zone. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return `${formatMinute(date)}:${two(date.getSeconds())}`;
}
