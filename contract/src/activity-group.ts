import { z } from 'zod';
import { activityCard, activityDetail } from './activity';
import { countValue, isoTime, pageOf, recordId, yuan } from './answer-fields';
import { ACTIVITY_STATES, GROUP_MEMBER_STATES, GROUP_STATES } from './enums';
import { idField } from './field-rules';

/**
 * Group buying (api-notes "Activity rules"): a group needs `group_size` paid members within
 * `window_minutes` of being opened (never past the activity's end). Buying (checkout type `group`)
 * without `group_id` opens a group with the buyer as its leader; with one, joins it. An unpaid
 * order holds its seat until its payment window closes. The group succeeds when enough members have
 * paid; when the window closes short of that, every paid member is refunded where the money came
 * from and the stock comes back. Members are shown by the first and last character of their name.
 */

/** A card of activity/group/index: the activity card and its group size ("3-person group") and window. */
export const groupCard = activityCard.extend({ group_size: countValue, window_minutes: countValue });
export type GroupCard = z.infer<typeof groupCard>;

export const groupListAnswer = pageOf(groupCard);
export type GroupListAnswer = z.infer<typeof groupListAnswer>;

/**
 * An open group as the activity page lists it: its leader (masked), seats taken by paid and unpaid
 * members (`members`) and left, when it closes; `mine` marks the viewer's own live seat's group.
 */
export const openGroup = z.object({
  id: recordId,
  leader_name: z.string(),
  leader_avatar: z.string(),
  size: countValue,
  members: countValue,
  seats_left: countValue,
  expires_at: isoTime,
  mine: z.boolean(),
});
export type OpenGroup = z.infer<typeof openGroup>;

/**
 * activity/group/view: the activity page, its group size and window, and the groups one can join:
 * the viewer's own live group first, then open groups someone has paid into that have a seat left,
 * closing soonest first (at most ten).
 */
export const groupView = activityDetail.extend({
  group_size: countValue,
  window_minutes: countValue,
  groups: z.array(openGroup),
});
export type GroupView = z.infer<typeof groupView>;

/** activity/group/detail?group_id: a group's shareable page. */
export const groupDetailQuery = z.object({ group_id: idField });
export type GroupDetailQuery = z.infer<typeof groupDetailQuery>;

/** A member of a group, masked: `state` is their seat's (pending: not paid yet; refunded: the group failed). */
export const groupMember = z.object({
  name: z.string(),
  avatar: z.string(),
  is_leader: z.boolean(),
  state: z.enum(GROUP_MEMBER_STATES),
  joined_at: isoTime,
});
export type GroupMember = z.infer<typeof groupMember>;

/**
 * A group as its page shows it, to anyone: the activity's product and prices, its members (seats
 * given up are left out), seats left, when it closes, whether it is open, complete or failed, and
 * the server's clock for the countdown. `joined` and `order_id` are the viewer's: whether they hold
 * a seat in it and the order holding it (false / null for visitors).
 */
export const groupDetail = z.object({
  id: recordId,
  activity_id: recordId,
  goods_id: recordId,
  title: z.string(),
  name: z.string(),
  image: z.string(),
  price: yuan,
  original_price: yuan,
  activity_state: z.enum(ACTIVITY_STATES),
  size: countValue,
  members: z.array(groupMember),
  seats_left: countValue,
  state: z.enum(GROUP_STATES),
  expires_at: isoTime,
  settled_at: isoTime.nullable(),
  now: isoTime,
  joined: z.boolean(),
  order_id: recordId.nullable(),
});
export type GroupDetail = z.infer<typeof groupDetail>;
