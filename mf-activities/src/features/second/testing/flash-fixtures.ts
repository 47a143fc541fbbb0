import type { FlashCard, FlashDetail, FlashListAnswer, FlashSlot, FlashSlotsAnswer } from '@shop/contract';
import { activityCard, activityDetail, SERVER_NOW } from '@/testing/fixtures';

/**
 * Today's slots around SERVER_NOW (10:00 UTC, 18:00 China time): 14:00 and 16:00 have ended, 18:00
 * is selling until 12:00 UTC, 20:00 is upcoming.
 */
export const SLOTS: FlashSlot[] = [
  { id: 1, label: '14:00', start_minute: 840, duration_minutes: 120, starts_at: '2025-06-01T06:00:00.000Z', ends_at: '2025-06-01T08:00:00.000Z', state: 'ended', next_starts_at: '2025-06-02T06:00:00.000Z' },
  { id: 2, label: '16:00', start_minute: 960, duration_minutes: 120, starts_at: '2025-06-01T08:00:00.000Z', ends_at: '2025-06-01T10:00:00.000Z', state: 'ended', next_starts_at: '2025-06-02T08:00:00.000Z' },
  { id: 3, label: '18:00', start_minute: 1080, duration_minutes: 120, starts_at: '2025-06-01T10:00:00.000Z', ends_at: '2025-06-01T12:00:00.000Z', state: 'selling', next_starts_at: '2025-06-01T10:00:00.000Z' },
  { id: 4, label: '20:00', start_minute: 1200, duration_minutes: 120, starts_at: '2025-06-01T12:00:00.000Z', ends_at: '2025-06-01T14:00:00.000Z', state: 'upcoming', next_starts_at: '2025-06-01T12:00:00.000Z' },
];

export const slotsAnswer = (overrides: Partial<FlashSlotsAnswer> = {}): FlashSlotsAnswer => ({ list: SLOTS, current_id: 3, now: SERVER_NOW, ...overrides });

/** A flash card of the month-long kind: its window runs to July, its sale is the slot's. */
export function flashCard(id: number, slot: FlashSlot, overrides: Partial<FlashCard> = {}): FlashCard {
  return {
    ...activityCard(id, { type: 'second', starts_at: '2025-05-29T00:00:00.000Z', ends_at: '2025-07-01T00:00:00.000Z', state: slot.state }),
    sale_starts_at: slot.starts_at,
    sale_ends_at: slot.ends_at,
    ...overrides,
  };
}

export const flashList = (slot: FlashSlot | null, list: FlashCard[]): FlashListAnswer => ({ list, page: 1, size: 20, total: list.length, slot, now: SERVER_NOW });

/** The T-shirt of the shared fixtures as a flash activity of the selling 18:00 slot. */
export function flashDetail(overrides: Partial<FlashDetail> = {}): FlashDetail {
  const slot = SLOTS[2]!;
  return {
    ...activityDetail({ id: 5, type: 'second', title: 'Flash deal: cotton T-shirt', starts_at: '2025-05-29T00:00:00.000Z', ends_at: '2025-07-01T00:00:00.000Z', sold: 39, stock: 13 }),
    slot,
    sale_starts_at: slot.starts_at,
    sale_ends_at: slot.ends_at,
    ...overrides,
  };
}
