/**
 * The shop's one rule for showing an instant (ADR 0041): always China time (Asia/Shanghai, UTC+8, no
 * daylight saving), whatever the reader's time zone, in one numeric 24-hour format for both languages,
 * as Chinese malls print it. Order numbers, sale slots and the dashboard's days are China days too, so
 * every time on a screen agrees with them; the shop's footer and the back office's top bar say "China time" once.
 */
export const SHOP_TIME_ZONE = 'Asia/Shanghai';

const shopClock = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

type ShopClock = { date: string; minute: string; second: string };

/** The instant's China date and time of day, or null for what is not a time. */
function readShopClock(at: string | number | Date | null | undefined): ShopClock | null {
  if (at === null || at === undefined || at === '') return null;
  const date = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(date.getTime())) return null;
  const part = Object.fromEntries(shopClock.formatToParts(date).map((piece) => [piece.type, piece.value]));
  const minute = `${part.hour}:${part.minute}`;
  return { date: `${part.year}-${part.month}-${part.day}`, minute, second: `${minute}:${part.second}` };
}

/** "2025-03-02 17:05:07" in China time; '' for nothing, the text itself for what is not a time. */
export function formatDateTime(at: string | number | Date | null | undefined): string {
  const clock = readShopClock(at);
  return clock ? `${clock.date} ${clock.second}` : typeof at === 'string' ? at : '';
}

/** "2025-03-02 17:05" in China time: a time where seconds do not matter (a watermark, a chat day). */
export function formatDateMinute(at: string | number | Date | null | undefined): string {
  const clock = readShopClock(at);
  return clock ? `${clock.date} ${clock.minute}` : typeof at === 'string' ? at : '';
}

/** "2025-03-02": the China calendar day of an instant. */
export function formatDate(at: string | number | Date | null | undefined): string {
  const clock = readShopClock(at);
  return clock ? clock.date : typeof at === 'string' ? at : '';
}

/** "17:05" (or "17:05:07" with seconds): the China time of day of an instant. */
export function formatTimeOfDay(at: string | number | Date | null | undefined, options: { seconds?: boolean } = {}): string {
  const clock = readShopClock(at);
  if (!clock) return typeof at === 'string' ? at : '';
  return options.seconds ? clock.second : clock.minute;
}

/** An instant as a datetime-local input shows it, in China time as the shop sets its times: "2025-03-02T17:05". */
export function toDateTimeInput(at: string | number | Date | null | undefined): string {
  const clock = readShopClock(at);
  return clock ? `${clock.date}T${clock.minute}` : '';
}

const CHINA_OFFSET = '+08:00';

/** A datetime-local value, read as China time, as an ISO instant; '' when empty or not a time, for a schema to refuse. */
export function fromDateTimeInput(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return '';
  const time = Date.parse(`${value}${CHINA_OFFSET}`);
  return Number.isNaN(time) ? '' : new Date(time).toISOString();
}
