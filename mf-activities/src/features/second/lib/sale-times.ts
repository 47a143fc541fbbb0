/**
 * A flash card or page whose `starts_at`/`ends_at` are its sale's (today's slot within the
 * activity's window) rather than the whole window: the shell's countdowns count to those, and a
 * flash sale's clock is about the slot, not the month the activity runs.
 */
export function withSaleTimes<Item extends { starts_at: string; ends_at: string; sale_starts_at: string; sale_ends_at: string }>(item: Item): Item {
  return { ...item, starts_at: item.sale_starts_at, ends_at: item.sale_ends_at };
}
