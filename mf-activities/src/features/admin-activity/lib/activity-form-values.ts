import type { ActivityType, AdminActivityDetail } from '@shop/contract';
import { fromDateTimeText } from '@shop/forms';
import { formatDateMinute } from '@shop/shared';
import type { SkuOption } from './sku-options';

/** One SKU row of the form: prices as typed (yuan text), counts as numbers (null while not typed). */
export type ActivitySkuValues = { sku_id: number; price: string; floor_price: string; points: number | null; stock: number | null };

/**
 * What the activity form holds: the save body's fields, with the window as date-time text in
 * China time ("2026-11-28 17:06", @shop/forms' DateField), every type's settings kept (only the chosen type's are sent) and each
 * count null while its box is empty.
 */
export type ActivityFormValues = {
  id?: number;
  type: ActivityType;
  /** 0 until a product is chosen. */
  goods_id: number;
  title: { zh: string; en: string };
  starts_at: string;
  ends_at: string;
  per_member_limit: number | null;
  per_order_limit: number | null;
  group_size: number | null;
  window_minutes: number | null;
  /** 0 until a slot is chosen. */
  slot_id: number;
  helpers_needed: number | null;
  skus: ActivitySkuValues[];
};

/** An optional setting left empty (null) or unchosen (0) is not sent, so that the schema says it is missing. */
const setting = (value: number | null) => (value === null || value === 0 ? undefined : value);

/**
 * The save body the form's values make, for the contract's schema to check: the chosen type's
 * settings and SKU fields only, an empty count (null) left for the schema to refuse.
 */
export function toSaveBody(values: ActivityFormValues) {
  const { type } = values;
  return {
    ...(values.id ? { id: values.id } : {}),
    type,
    goods_id: values.goods_id,
    title: values.title,
    starts_at: fromDateTimeText(values.starts_at),
    ends_at: fromDateTimeText(values.ends_at),
    per_member_limit: values.per_member_limit,
    per_order_limit: values.per_order_limit,
    ...(type === 'group' ? { group_size: setting(values.group_size), window_minutes: setting(values.window_minutes) } : {}),
    ...(type === 'second' ? { slot_id: setting(values.slot_id) } : {}),
    ...(type === 'bargain' ? { helpers_needed: setting(values.helpers_needed) } : {}),
    skus: values.skus.map((sku) => ({
      sku_id: sku.sku_id,
      price: sku.price,
      stock: sku.stock,
      ...(type === 'bargain' ? { floor_price: sku.floor_price } : {}),
      ...(type === 'point' ? { points: sku.points ?? undefined } : {}),
    })),
  };
}

const DAY = 24 * 60 * 60 * 1000;

/** A new activity of `type`: from the next full hour for a week, no caps, sensible type settings. */
export function newActivityValues(type: ActivityType, now = new Date()): ActivityFormValues {
  const start = new Date(now);
  // China time is a whole hour from UTC: the next full hour there is the next full hour in UTC.
  start.setUTCMinutes(0, 0, 0);
  start.setUTCHours(start.getUTCHours() + 1);
  return {
    type,
    goods_id: 0,
    title: { zh: '', en: '' },
    starts_at: formatDateMinute(start.toISOString()),
    ends_at: formatDateMinute(new Date(start.getTime() + 7 * DAY).toISOString()),
    per_member_limit: 0,
    per_order_limit: 0,
    group_size: 2,
    window_minutes: 24 * 60,
    slot_id: 0,
    helpers_needed: 3,
    skus: [],
  };
}

/** The form's values for a stored activity; settings of other types get the new activity's defaults. */
export function activityFormValues(activity: AdminActivityDetail): ActivityFormValues {
  const defaults = newActivityValues(activity.type);
  return {
    id: activity.id,
    type: activity.type,
    goods_id: activity.goods_id,
    title: activity.title,
    starts_at: formatDateMinute(activity.starts_at),
    ends_at: formatDateMinute(activity.ends_at),
    per_member_limit: activity.per_member_limit,
    per_order_limit: activity.per_order_limit,
    group_size: activity.group_size ?? defaults.group_size,
    window_minutes: activity.window_minutes ?? defaults.window_minutes,
    slot_id: activity.slot_id ?? 0,
    helpers_needed: activity.helpers_needed ?? defaults.helpers_needed,
    skus: activity.skus.map((sku) => ({ sku_id: sku.sku_id, price: sku.price, floor_price: sku.floor_price ?? '', points: sku.points, stock: sku.stock })),
  };
}

/** A SKU newly offered in the activity: at the shop's price, with all the shop's stock, for the operator to change. */
export const skuValuesFor = (sku: SkuOption): ActivitySkuValues => ({ sku_id: sku.sku_id, price: sku.original_price, floor_price: '', points: 0, stock: sku.sku_stock });
