import { useTimeLeft } from './use-time-left';

/**
 * The server's clock as countdowns follow it. Answers that drive a countdown carry the server's
 * `now`; countdowns count against it, so that a shopper whose computer clock is wrong still sees
 * the sale open when the server opens it.
 *
 * The offset of an answer is measured the first time its `now` is seen, which is when the answer
 * arrives: a page shown again later from the query cache keeps the offset measured then instead of
 * taking the old `now` for the present.
 */
const offsets = new Map<string, number>();
// Enough for every answer a shopper has open; the oldest are forgotten first.
const REMEMBERED = 100;

/** Milliseconds to add to `Date.now()` to get the server's time, from an answer's `now` (0 without one). */
export function serverOffset(serverNow: string | null | undefined): number {
  if (!serverNow) return 0;
  const known = offsets.get(serverNow);
  if (known !== undefined) return known;
  const parsed = Date.parse(serverNow);
  const offset = Number.isFinite(parsed) ? parsed - Date.now() : 0;
  offsets.set(serverNow, offset);
  if (offsets.size > REMEMBERED) offsets.delete(offsets.keys().next().value!);
  return offset;
}

/** The server's time now (epoch ms), as an answer carrying `serverNow` reported it. */
export function serverTime(serverNow: string | null | undefined): number {
  return Date.now() + serverOffset(serverNow);
}

/** When, by this computer's clock, the server reaches `target` (an ISO time); null when unreadable. */
export function localDeadline(target: string, serverNow: string | null | undefined): number | null {
  const at = Date.parse(target);
  return Number.isFinite(at) ? at - serverOffset(serverNow) : null;
}

/** Time left until `target` by the server's clock, as of the answer whose `now` is `serverNow`, ticking every second. */
export function useServerTimeLeft(target: string, serverNow: string | null | undefined): number {
  return useTimeLeft(localDeadline(target, serverNow));
}
