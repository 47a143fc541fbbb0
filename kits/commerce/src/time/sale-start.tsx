import { useTranslation } from 'react-i18next';
import { COMMERCE_NAMESPACE } from '../commerce-messages';

/** The shop sets its sales in China time, which has no daylight saving: always UTC+8. */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const pad = (value: number) => String(value).padStart(2, '0');

/** The China calendar day of an instant, as a day count, and its "MM-DD" and "HH:mm". */
function chinaClock(at: number) {
  const shifted = new Date(at + CHINA_OFFSET_MS);
  return {
    day: Math.floor((at + CHINA_OFFSET_MS) / DAY_MS),
    date: `${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`,
    time: `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`,
  };
}

/** Which words a sale's start takes, seen from `now`: today, tomorrow or a later date (China time). */
export function saleStartParts(startsAt: string, now: string | number): { when: 'today' | 'tomorrow' | 'later'; date: string; time: string } {
  const start = chinaClock(Date.parse(startsAt));
  const today = chinaClock(typeof now === 'number' ? now : Date.parse(now)).day;
  const when = start.day <= today ? 'today' : start.day === today + 1 ? 'tomorrow' : 'later';
  return { when, date: start.date, time: start.time };
}

/** "Starts 10:00", "Starts tomorrow 10:00" or "Starts 06-08 10:00": when an upcoming sale opens, by the server's `now`. */
export function SaleStart({ startsAt, now, className }: { startsAt: string; now: string | number; className?: string }) {
  const { t } = useTranslation(COMMERCE_NAMESPACE);
  const { when, date, time } = saleStartParts(startsAt, now);
  return (
    <time dateTime={startsAt} className={className}>
      {t(`saleStart.${when}`, { date, time })}
    </time>
  );
}
