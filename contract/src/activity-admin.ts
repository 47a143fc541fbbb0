import { z } from 'zod';
import { countValue, isoTime, listOf, pageOf, recordId, yuan } from './answer-fields';
import { ACTIVITY_STATES, ACTIVITY_TYPES } from './enums';
import { bodyIdField, idField, pagingFields } from './field-rules';
import { yuanTextToCents } from './wallet';

/**
 * The back office's activity calls (issue 13): list, read, create, edit, start and stop the
 * activities of every type, and the flash-sale slots an activity can sell in. Admins only.
 */

/** An activity price: 1,000,000.00 yuan at most, so that cents stay far inside the database's integers. */
export const ACTIVITY_PRICE_MAX_CENTS = 100_000_000;
/** Units one activity SKU may hold, and points one unit may cost. */
export const ACTIVITY_STOCK_MAX = 1_000_000;
export const ACTIVITY_POINTS_MAX = 10_000_000;
/** SKUs of one activity. */
export const ACTIVITY_SKUS_MAX = 50;
/** Longest group window: a week, in minutes (stored in minutes so that tests can use short windows). */
export const GROUP_WINDOW_MAX_MINUTES = 7 * 24 * 60;

/** admin/activity/index: one page of a type's activities, newest first, whatever their state. */
export const adminActivityListQuery = z.object({ type: z.enum(ACTIVITY_TYPES), ...pagingFields(20, 100) });
export type AdminActivityListQuery = z.infer<typeof adminActivityListQuery>;

/** admin/activity/detail?id */
export const adminActivityDetailQuery = z.object({ id: idField });
export type AdminActivityDetailQuery = z.infer<typeof adminActivityDetailQuery>;

/** admin/activity/start and admin/activity/stop: the activity whose `enabled` flag to set. */
export const adminActivityIdBody = z.object({ id: bodyIdField });
export type AdminActivityIdBody = z.infer<typeof adminActivityIdBody>;

/** A price typed in yuan ("59", "59.9", "0.01"), at most two decimals, 0 to the maximum; type rules come on top. */
const priceField = z.string().trim().refine(
  (text) => {
    const cents = yuanTextToCents(text);
    return cents >= 0 && cents <= ACTIVITY_PRICE_MAX_CENTS;
  },
  { error: 'activity_price_invalid' },
);

const count = (min: number, max: number) => z.number().int().min(min).max(max);

/** One SKU of the product on offer in the activity; `stock` is what the activity may still sell of it. */
export const adminActivitySkuInput = z.object({
  sku_id: bodyIdField,
  price: priceField,
  /** Bargain only: the lowest price friends can cut the start price (`price`) to. */
  floor_price: priceField.nullable().optional(),
  /** Points mall only: points per unit (`price` is then the cash part, which may be 0). */
  points: count(0, ACTIVITY_POINTS_MAX).optional(),
  stock: count(0, ACTIVITY_STOCK_MAX),
});
export type AdminActivitySkuInput = z.infer<typeof adminActivitySkuInput>;

const title = z.object({ zh: z.string().trim().min(1).max(120), en: z.string().trim().min(1).max(160) });

/**
 * admin/activity/save: without `id` a new activity, with it an edit. The fields of another type
 * (`group_size` on a flash sale...) are ignored. An activity that members have already bought or
 * bargained on keeps its type, product and SKUs (`activity_in_use`); its window, caps, prices and
 * stock may still change. 0 in a cap means no cap.
 */
export const adminActivitySaveBody = z
  .object({
    id: bodyIdField.optional(),
    type: z.enum(ACTIVITY_TYPES),
    goods_id: bodyIdField,
    title,
    starts_at: z.iso.datetime({ offset: true }),
    ends_at: z.iso.datetime({ offset: true }),
    per_member_limit: count(0, ACTIVITY_STOCK_MAX).default(0),
    per_order_limit: count(0, ACTIVITY_STOCK_MAX).default(0),
    /** Group buying: members a group needs, and how long a group stays open. */
    group_size: count(2, 100).optional(),
    window_minutes: count(1, GROUP_WINDOW_MAX_MINUTES).optional(),
    /** Flash sale: the daily slot it sells in (admin/activity/slots). */
    slot_id: bodyIdField.optional(),
    /** Bargain: friends needed to cut the price to the floor. */
    helpers_needed: count(1, 100).optional(),
    skus: z.array(adminActivitySkuInput).min(1).max(ACTIVITY_SKUS_MAX),
  })
  .superRefine((input, context) => {
    const refuse = (path: (string | number)[], message: string) => context.addIssue({ code: 'custom', path, message });
    if (Date.parse(input.ends_at) <= Date.parse(input.starts_at)) refuse(['ends_at'], 'activity_window_invalid');
    if (input.per_member_limit > 0 && input.per_order_limit > input.per_member_limit) refuse(['per_order_limit'], 'activity_order_cap_invalid');
    if (input.type === 'group') {
      if (input.group_size === undefined) refuse(['group_size'], 'field_required');
      if (input.window_minutes === undefined) refuse(['window_minutes'], 'field_required');
    }
    if (input.type === 'second' && input.slot_id === undefined) refuse(['slot_id'], 'field_required');
    if (input.type === 'bargain' && input.helpers_needed === undefined) refuse(['helpers_needed'], 'field_required');
    const seen = new Set<number>();
    input.skus.forEach((sku, index) => {
      if (seen.has(sku.sku_id)) refuse(['skus', index, 'sku_id'], 'activity_sku_duplicate');
      seen.add(sku.sku_id);
      const price = yuanTextToCents(sku.price);
      // Only a points product may cost no money: its price is the cash part on top of the points.
      if (input.type !== 'point' && price < 1) refuse(['skus', index, 'price'], 'activity_price_zero');
      if (input.type === 'bargain') {
        if (sku.floor_price == null) refuse(['skus', index, 'floor_price'], 'field_required');
        else {
          const floor = yuanTextToCents(sku.floor_price);
          if (floor < 1 || floor >= price) refuse(['skus', index, 'floor_price'], 'activity_floor_invalid');
        }
      }
      if (input.type === 'point') {
        if (sku.points === undefined) refuse(['skus', index, 'points'], 'field_required');
        else if (sku.points < 1) refuse(['skus', index, 'points'], 'activity_points_invalid');
      }
    });
  });
export type AdminActivitySaveBody = z.infer<typeof adminActivitySaveBody>;

/**
 * An activity as the back office lists it: both titles, the flag the shop starts and stops, the
 * state shoppers see now, the type's own settings (null for other types), and `orders`: its orders
 * (any status) — once there are any, its type, product and SKUs are fixed.
 */
export const adminActivity = z.object({
  id: recordId,
  type: z.enum(ACTIVITY_TYPES),
  goods_id: recordId,
  goods_name: z.string(),
  image: z.string(),
  title: z.object({ zh: z.string(), en: z.string() }),
  starts_at: isoTime,
  ends_at: isoTime,
  enabled: z.boolean(),
  state: z.enum(ACTIVITY_STATES),
  per_member_limit: countValue,
  per_order_limit: countValue,
  group_size: countValue.nullable(),
  window_minutes: countValue.nullable(),
  slot_id: recordId.nullable(),
  helpers_needed: countValue.nullable(),
  price: yuan,
  stock: countValue,
  sold: countValue,
  orders: countValue,
});
export type AdminActivity = z.infer<typeof adminActivity>;

/** admin/activity/index */
export const adminActivityListAnswer = pageOf(adminActivity);
export type AdminActivityListAnswer = z.infer<typeof adminActivityListAnswer>;

/** One SKU of an activity with the product's own figures beside it (`original_price`, `sku_stock`). */
export const adminActivitySku = z.object({
  sku_id: recordId,
  sku_text: z.string(),
  price: yuan,
  floor_price: yuan.nullable(),
  points: countValue,
  stock: countValue,
  sold: countValue,
  original_price: yuan,
  sku_stock: countValue,
});
export type AdminActivitySku = z.infer<typeof adminActivitySku>;

/** admin/activity/detail, and what admin/activity/save, start and stop answer. */
export const adminActivityDetail = adminActivity.extend({ skus: z.array(adminActivitySku) });
export type AdminActivityDetail = z.infer<typeof adminActivityDetail>;

/** A daily flash-sale slot: starts `start_minute` minutes after midnight, China time, for `duration_minutes`; `label` "10:00-12:00". */
export const adminFlashSlot = z.object({ id: recordId, start_minute: countValue, duration_minutes: countValue, label: z.string() });
export type AdminFlashSlot = z.infer<typeof adminFlashSlot>;

/** admin/activity/slots: every slot, earliest first. */
export const adminFlashSlotListAnswer = listOf(adminFlashSlot);
export type AdminFlashSlotListAnswer = z.infer<typeof adminFlashSlotListAnswer>;
