import type { ActivityState } from '@shop/contract';
import type { flashSlots } from '../../../db/schema';
import type { ActivityRow } from '../activity-service';

export type FlashSlotRow = typeof flashSlots.$inferSelect;

/** A span of time, start included and end excluded. */
export type Period = { startsAt: Date; endsAt: Date };

/** Slots are set in China time, which has no daylight saving: always UTC+8. */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** The instant the China day holding `at` began. */
export function chinaDayStart(at: Date): number {
  return Math.floor((at.getTime() + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS;
}

/** "10:00": when the slot starts, China time. */
export function slotLabel(slot: Pick<FlashSlotRow, 'startMinute'>): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(slot.startMinute / 60))}:${pad(slot.startMinute % 60)}`;
}

/** The slot's occurrence on the China day that began at `dayStart`. */
function occurrenceOn(slot: FlashSlotRow, dayStart: number): Period {
  const startsAt = dayStart + slot.startMinute * MINUTE_MS;
  return { startsAt: new Date(startsAt), endsAt: new Date(startsAt + slot.durationMinutes * MINUTE_MS) };
}

/**
 * The first occurrence of the slot that has not ended at `at`: yesterday's when it runs past
 * midnight and is still on, else today's, else tomorrow's (a slot lasts at most a day).
 */
function occurrenceEndingAfter(slot: FlashSlotRow, at: Date): Period {
  const today = chinaDayStart(at);
  for (const day of [today - DAY_MS, today]) {
    const occurrence = occurrenceOn(slot, day);
    if (occurrence.endsAt.getTime() > at.getTime()) return occurrence;
  }
  return occurrenceOn(slot, today + DAY_MS);
}

function periodState(period: Period, now: Date): ActivityState {
  if (now.getTime() < period.startsAt.getTime()) return 'upcoming';
  return now.getTime() < period.endsAt.getTime() ? 'selling' : 'ended';
}

/**
 * The slot as today shows it: the occurrence selling now (which may have begun the evening
 * before), else today's, ended or upcoming.
 */
export function slotToday(slot: FlashSlotRow, now: Date): Period & { state: ActivityState } {
  const next = occurrenceEndingAfter(slot, now);
  const shown = periodState(next, now) === 'selling' ? next : occurrenceOn(slot, chinaDayStart(now));
  return { ...shown, state: periodState(shown, now) };
}

/** The start of the slot's next sale not over at `at`: the one selling now, else the next to begin (tomorrow's once today's has ended). */
export function nextSlotStart(slot: FlashSlotRow, at: Date): Date {
  return occurrenceEndingAfter(slot, at).startsAt;
}

/**
 * Where a flash activity stands, and the sale its countdown is about: the slot's occurrence selling
 * now or next to begin, within the activity's window. It sells only inside that, while enabled. Once
 * today's slot has ended, an activity whose window goes on is upcoming with tomorrow's slot, never
 * "ended"; a window still to open makes it upcoming with the first slot in the window; a window that
 * has closed (or a disabled activity) makes it ended, its sale today's slot. Sold out is the cards' call.
 */
export function flashSale(activity: Pick<ActivityRow, 'enabled' | 'startsAt' | 'endsAt'>, slot: FlashSlotRow, now: Date): Period & { state: ActivityState } {
  const next = occurrenceEndingAfter(slot, now);
  const within = clip(next, activity);
  if (within) return { ...within, state: activity.enabled ? periodState(within, now) : 'ended' };
  if (activity.enabled && activity.startsAt.getTime() >= next.endsAt.getTime()) {
    const first = clip(occurrenceEndingAfter(slot, activity.startsAt), activity);
    if (first) return { ...first, state: 'upcoming' };
  }
  const today = slotToday(slot, now);
  return { startsAt: today.startsAt, endsAt: today.endsAt, state: 'ended' };
}

/** The part of `period` inside the activity's window, or null when they do not meet. */
function clip(period: Period, window: Pick<ActivityRow, 'startsAt' | 'endsAt'>): Period | null {
  const startsAt = Math.max(period.startsAt.getTime(), window.startsAt.getTime());
  const endsAt = Math.min(period.endsAt.getTime(), window.endsAt.getTime());
  return startsAt < endsAt ? { startsAt: new Date(startsAt), endsAt: new Date(endsAt) } : null;
}
