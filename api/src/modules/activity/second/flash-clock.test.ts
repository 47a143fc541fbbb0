import { describe, expect, it } from '@jest/globals';
import { chinaDayStart, flashSale, slotLabel, slotToday } from './flash-clock';

const at = (iso: string) => new Date(iso);
const ms = (iso: string) => at(iso).getTime();
/** 10:00-12:00 China time is 02:00-04:00 UTC. */
const morning = { id: 1, startMinute: 600, durationMinutes: 120 };
/** 23:00 China time for three hours: runs into the next day. */
const lateNight = { id: 2, startMinute: 1380, durationMinutes: 180 };
const month = { enabled: true, startsAt: at('2025-05-01T00:00:00Z'), endsAt: at('2025-07-01T00:00:00Z') };

describe('flash-sale slots in China time', () => {
  it('starts the day at midnight China time, whatever the UTC date says', () => {
    expect(chinaDayStart(at('2025-06-01T15:59:59.999Z'))).toBe(ms('2025-05-31T16:00:00Z'));
    expect(chinaDayStart(at('2025-06-01T16:00:00Z'))).toBe(ms('2025-06-01T16:00:00Z'));
    expect([slotLabel(morning), slotLabel(lateNight), slotLabel({ startMinute: 5 })]).toEqual(['10:00', '23:00', '00:05']);
  });

  it('is upcoming until its first millisecond, selling through its last, ended from its end', () => {
    const states = ['2025-06-01T01:59:59.999Z', '2025-06-01T02:00:00Z', '2025-06-01T03:59:59.999Z', '2025-06-01T04:00:00Z'].map((now) => slotToday(morning, at(now)));
    expect(states.map((slot) => slot.state)).toEqual(['upcoming', 'selling', 'selling', 'ended']);
    for (const slot of states) expect([slot.startsAt.toISOString(), slot.endsAt.toISOString()]).toEqual(['2025-06-01T02:00:00.000Z', '2025-06-01T04:00:00.000Z']);
  });

  it('keeps a slot that runs past midnight selling into the new day, then shows the evening’s next one', () => {
    const beforeMidnight = slotToday(lateNight, at('2025-06-01T15:59:59.999Z'));
    const afterMidnight = slotToday(lateNight, at('2025-06-01T16:00:00Z'));
    const lastMs = slotToday(lateNight, at('2025-06-01T17:59:59.999Z'));
    const over = slotToday(lateNight, at('2025-06-01T18:00:00Z'));
    for (const slot of [beforeMidnight, afterMidnight, lastMs]) {
      expect(slot).toMatchObject({ state: 'selling', startsAt: at('2025-06-01T15:00:00Z'), endsAt: at('2025-06-01T18:00:00Z') });
    }
    expect(over).toMatchObject({ state: 'upcoming', startsAt: at('2025-06-02T15:00:00Z') });
    // The morning slot of the new China day has not begun at 00:00 China time.
    expect(slotToday(morning, at('2025-06-01T16:00:00Z'))).toMatchObject({ state: 'upcoming', startsAt: at('2025-06-02T02:00:00Z') });
    expect(slotToday(morning, at('2025-06-01T15:59:59.999Z'))).toMatchObject({ state: 'ended', startsAt: at('2025-06-01T02:00:00Z') });
  });

  it('sells an activity only inside today’s slot and its own window, while enabled', () => {
    const inSlot = at('2025-06-01T02:30:00Z');
    expect(flashSale(month, morning, inSlot)).toMatchObject({ state: 'selling', startsAt: at('2025-06-01T02:00:00Z'), endsAt: at('2025-06-01T04:00:00Z') });
    expect(flashSale({ ...month, enabled: false }, morning, inSlot).state).toBe('ended');
    // Today's slot is over and the window goes on: upcoming, with tomorrow's slot (never "ended").
    expect(flashSale(month, morning, at('2025-06-01T04:00:00Z'))).toMatchObject({ state: 'upcoming', startsAt: at('2025-06-02T02:00:00Z'), endsAt: at('2025-06-02T04:00:00Z') });
    // A window that opens inside the slot: the sale starts with the window and its countdown says so.
    const opensAt = { ...month, startsAt: at('2025-06-01T03:00:00Z') };
    expect(flashSale(opensAt, morning, inSlot)).toMatchObject({ state: 'upcoming', startsAt: at('2025-06-01T03:00:00Z'), endsAt: at('2025-06-01T04:00:00Z') });
    expect(flashSale(opensAt, morning, at('2025-06-01T03:00:00Z')).state).toBe('selling');
    // A window that closes inside the slot ends the sale there.
    const closesAt = { ...month, endsAt: at('2025-06-01T03:00:00Z') };
    expect(flashSale(closesAt, morning, at('2025-06-01T02:59:59.999Z'))).toMatchObject({ state: 'selling', endsAt: at('2025-06-01T03:00:00Z') });
    expect(flashSale(closesAt, morning, at('2025-06-01T03:00:00Z')).state).toBe('ended');
  });

  it('is upcoming, with its first slot, when its window opens on a later day, and ended once the window has closed', () => {
    const nextWeek = { ...month, startsAt: at('2025-06-08T00:00:00Z') };
    expect(flashSale(nextWeek, morning, at('2025-06-01T02:30:00Z'))).toMatchObject({ state: 'upcoming', startsAt: at('2025-06-08T02:00:00Z'), endsAt: at('2025-06-08T04:00:00Z') });
    const closedYesterday = { ...month, endsAt: at('2025-05-31T00:00:00Z') };
    expect(flashSale(closedYesterday, morning, at('2025-06-01T01:00:00Z'))).toMatchObject({ state: 'ended', startsAt: at('2025-06-01T02:00:00Z') });
    // Closed before today's slot begins: nothing is left to sell.
    const closesBeforeSlot = { ...month, endsAt: at('2025-06-01T01:30:00Z') };
    expect(flashSale(closesBeforeSlot, morning, at('2025-06-01T01:00:00Z')).state).toBe('ended');
    // Opens before tomorrow's slot but after today's: upcoming, selling tomorrow.
    const opensTonight = { ...month, startsAt: at('2025-06-01T12:00:00Z') };
    expect(flashSale(opensTonight, morning, at('2025-06-01T05:00:00Z'))).toMatchObject({ state: 'upcoming', startsAt: at('2025-06-02T02:00:00Z') });
  });
});
