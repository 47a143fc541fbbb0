import type { FlashSlot } from '@shop/contract';

const pad = (value: number) => String(value).padStart(2, '0');

/** "10:00–12:00": the slot's start and end in China time, as the shop sets its slots. */
export function slotSpan(slot: Pick<FlashSlot, 'label' | 'start_minute' | 'duration_minutes'>): string {
  const end = (slot.start_minute + slot.duration_minutes) % 1440;
  return `${slot.label}–${pad(Math.floor(end / 60))}:${pad(end % 60)}`;
}
