import { z } from 'zod';
import { isoTime, pageOf, recordId } from './answer-fields';
import { activityCard, activityDetail, activityListQuery } from './activity';
import { ACTIVITY_STATES } from './enums';
import { idField } from './field-rules';

/**
 * The flash sale (/activity/second/): daily time slots in China time (UTC+8), each selling its
 * activities from its start for its duration. An activity sells only inside today's occurrence of
 * its slot, within its own window, while enabled and while its activity stock lasts.
 */

/**
 * A slot as today shows it. `label` is its start in China time ("10:00"); `starts_at`/`ends_at` are
 * today's occurrence (the one still selling when a slot runs past midnight, which then started the
 * day before); `state` compares them with the server's clock.
 */
export const flashSlot = z.object({
  id: recordId,
  label: z.string().regex(/^\d{2}:\d{2}$/),
  start_minute: z.number().int().min(0).max(1439),
  duration_minutes: z.number().int().min(1).max(1440),
  starts_at: isoTime,
  ends_at: isoTime,
  state: z.enum(ACTIVITY_STATES),
  /** When the slot sells next: `starts_at` while it sells or is still to come today, tomorrow's start once today's has ended. */
  next_starts_at: isoTime,
});
export type FlashSlot = z.infer<typeof flashSlot>;

/**
 * activity/second/slots: today's slots by start time; `current_id` is the slot the page opens on
 * (the selling one, else the next to start, else the last to end; null without slots) and `now`
 * the server's clock, so countdowns agree with the server.
 */
export const flashSlotsAnswer = z.object({ list: z.array(flashSlot), current_id: recordId.nullable(), now: isoTime });
export type FlashSlotsAnswer = z.infer<typeof flashSlotsAnswer>;

/** activity/second/index: one page of a slot's activities; without `slot_id`, the slot `current_id` names. */
export const flashListQuery = activityListQuery.extend({ slot_id: idField.optional() });
export type FlashListQuery = z.infer<typeof flashListQuery>;

/**
 * A flash activity as its slot's list shows it: `sale_starts_at`..`sale_ends_at` is the sale its
 * countdown is about, today's slot within the activity's window (see flashDetail).
 */
export const flashCard = activityCard.extend({ sale_starts_at: isoTime, sale_ends_at: isoTime });
export type FlashCard = z.infer<typeof flashCard>;

/** The slot listed (null when there is none) and its activities, selling first; `now` is the server's clock. */
export const flashListAnswer = pageOf(flashCard).extend({ slot: flashSlot.nullable(), now: isoTime });
export type FlashListAnswer = z.infer<typeof flashListAnswer>;

/**
 * activity/second/view: the activity's page. `slot` is its slot today; `sale_starts_at` and
 * `sale_ends_at` bound the sale the countdown is about: today's slot within the activity's window
 * (for an activity whose window opens on a later day, its first slot then).
 */
export const flashDetail = activityDetail.extend({
  slot: flashSlot,
  sale_starts_at: isoTime,
  sale_ends_at: isoTime,
});
export type FlashDetail = z.infer<typeof flashDetail>;
