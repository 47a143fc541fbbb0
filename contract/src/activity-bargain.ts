import { z } from 'zod';
import { activityCard, activityDetail } from './activity';
import { countValue, isoTime, pageOf, recordId, yuan } from './answer-fields';
import { ACTIVITY_STATES, BARGAIN_STATES } from './enums';
import { bodyIdField, idField } from './field-rules';

/**
 * The bargain (api-notes "Activity rules"): a member starts a bargain on one SKU at its start price;
 * friends who are members each cut it once, a random part of what is left, the last needed helper
 * cutting exactly to the floor. The member buys at the price reached at any time (checkout type
 * `bargain` with `bargain_id`); an open bargain fails when the activity ends.
 */

/** A card of activity/bargain/index: `price` is the lowest floor, `start_price` the lowest start price. */
export const bargainCard = activityCard.extend({ start_price: yuan, helpers_needed: recordId });
export type BargainCard = z.infer<typeof bargainCard>;

export const bargainListAnswer = pageOf(bargainCard);
export type BargainListAnswer = z.infer<typeof bargainListAnswer>;

/** One friend's cut: their name masked ("l***y"), as text. */
export const bargainHelper = z.object({ name: z.string(), avatar: z.string(), cut: yuan, helped_at: isoTime });
export type BargainHelper = z.infer<typeof bargainHelper>;

/**
 * A bargain's shareable page (activity/bargain/detail): anyone may read it. `cut_amount` is what
 * friends have cut so far, `left_amount` what is left down to the floor, `progress` the part cut, in
 * percent (100 at the floor). `helpers_needed` may be below the activity's when the start and floor
 * prices are too close for every helper to cut at least 0.01. `helped`, `my_cut` and `is_owner` are
 * the viewer's (false / null for visitors); `order_id` is the order buying it, told to its owner only.
 * `activity_state` and `ends_at` are the activity's: an open bargain fails when it ends.
 */
export const bargainDetail = z.object({
  id: recordId,
  activity_id: recordId,
  goods_id: recordId,
  sku_id: recordId,
  title: z.string(),
  name: z.string(),
  image: z.string(),
  sku_text: z.string(),
  owner_name: z.string(),
  start_price: yuan,
  floor_price: yuan,
  price: yuan,
  cut_amount: yuan,
  left_amount: yuan,
  progress: z.number().int().min(0).max(100),
  helpers_needed: recordId,
  helpers: countValue,
  helper_list: z.array(bargainHelper),
  state: z.enum(BARGAIN_STATES),
  activity_state: z.enum(ACTIVITY_STATES),
  ends_at: isoTime,
  now: isoTime,
  is_owner: z.boolean(),
  helped: z.boolean(),
  my_cut: yuan.nullable(),
  order_id: recordId.nullable(),
});
export type BargainDetail = z.infer<typeof bargainDetail>;

/**
 * activity/bargain/view: the activity page, with the helpers needed, the lowest start and floor
 * prices, and the signed-in member's bargain on it (the open one, else the latest; null if none).
 */
export const bargainView = activityDetail.extend({
  helpers_needed: recordId,
  start_price: yuan,
  floor_price: yuan,
  bargain: bargainDetail.nullable(),
});
export type BargainView = z.infer<typeof bargainView>;

/** activity/bargain/start: one SKU of a selling bargain activity. */
export const bargainStartBody = z.object({ activity_id: bodyIdField, sku_id: bodyIdField });
export type BargainStartBody = z.infer<typeof bargainStartBody>;

/** activity/bargain/help: cut a friend's bargain. */
export const bargainHelpBody = z.object({ bargain_id: bodyIdField });
export type BargainHelpBody = z.infer<typeof bargainHelpBody>;

/** activity/bargain/detail?bargain_id: a bargain's shareable page. */
export const bargainDetailQuery = z.object({ bargain_id: idField });
export type BargainDetailQuery = z.infer<typeof bargainDetailQuery>;

/** What a help answers: the cut the friend made and the bargain after it. */
export const bargainHelpAnswer = z.object({ cut: yuan, bargain: bargainDetail });
export type BargainHelpAnswer = z.infer<typeof bargainHelpAnswer>;
