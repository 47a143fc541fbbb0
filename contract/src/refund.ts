import { z } from 'zod';
import { countValue, isoTime, pageOf, recordId, yuan } from './answer-fields';
import { bodyIdField, idField, pagingFields } from './field-rules';
import { MAX_CART_QUANTITY, REFUND_MAX_IMAGES } from './limits';
import { orderLine } from './order';
import { DELIVERY_TYPES, ORDER_STATUSES, PAYMENT_METHODS } from './order-status';
import { uploadedImageUrl } from './upload';

/** `refund`: the money only (the goods stay with the member or never left); `return`: the goods go back, then the money. */
export const REFUND_KINDS = ['refund', 'return'] as const;
export type RefundKind = (typeof REFUND_KINDS)[number];

/** A request is pending until the shop approves or rejects it, or the member cancels it. */
export const REFUND_STATES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** The reasons a member picks from; the pages word them in both languages. */
export const REFUND_REASONS = [
  'no_longer_needed',
  'wrong_item_ordered',
  'not_shipped_in_time',
  'damaged',
  'quality_issue',
  'not_as_described',
  'missing_parts',
  'other',
] as const;
/** Reasons only the shop gives, on refunds it makes by itself: a group that did not fill in time. */
export const SHOP_REFUND_REASONS = ['group_failed'] as const;
/** Every reason a refund can carry: the member's picks and the shop's own. */
export const ALL_REFUND_REASONS = [...REFUND_REASONS, ...SHOP_REFUND_REASONS] as const;
export type RefundReason = (typeof ALL_REFUND_REASONS)[number];

/** Characters of a request's description. */
export const REFUND_DESCRIPTION_MAX_LENGTH = 500;
/** Characters of the shop's note on its decision. */
export const REFUND_NOTE_MAX_LENGTH = 200;

/** One line of a request: which order line and how many of its units. */
export const refundItemInput = z.object({
  order_item_id: bodyIdField,
  quantity: z.number().int().min(1).max(MAX_CART_QUANTITY),
});
export type RefundItemInput = z.infer<typeof refundItemInput>;

const refundItemsInput = z
  .array(refundItemInput)
  .min(1, { error: 'refund_items_required' })
  .max(100)
  .refine((items) => new Set(items.map((item) => item.order_item_id)).size === items.length, { error: 'refund_items_duplicate' });

/** refund/preview: what asking for these units back would pay; stores nothing. */
export const refundPreviewBody = z.object({ order_id: bodyIdField, items: refundItemsInput });
export type RefundPreviewBody = z.infer<typeof refundPreviewBody>;

/**
 * refund/apply: the units wanted back, refund only or return, a reason from the list, a description
 * and up to REFUND_MAX_IMAGES photos the member uploaded. Amounts are never part of it.
 */
export const refundApplyBody = refundPreviewBody.extend({
  kind: z.enum(REFUND_KINDS),
  reason: z.enum(REFUND_REASONS, { error: 'refund_reason_required' }),
  description: z.string().trim().max(REFUND_DESCRIPTION_MAX_LENGTH).default(''),
  images: z.array(uploadedImageUrl).max(REFUND_MAX_IMAGES, { error: 'refund_images_too_many' }).default([]),
});
export type RefundApplyBody = z.infer<typeof refundApplyBody>;
/** What a form holds before the schema fills the defaults in. */
export type RefundApplyInput = z.input<typeof refundApplyBody>;

export const refundOrderQuery = z.object({ order_id: idField });

/** refund/index: the member's requests, newest first; `order_id` keeps those of one order. */
export const refundListQuery = z.object({ order_id: idField.optional(), ...pagingFields(10, 50) });
export type RefundListQuery = z.infer<typeof refundListQuery>;

export const refundDetailQuery = z.object({ id: idField });

export const refundIdBody = z.object({ id: bodyIdField });
export type RefundIdBody = z.infer<typeof refundIdBody>;

/** admin/refund/approve: the shop's note is optional. */
export const refundApproveBody = z.object({ id: bodyIdField, note: z.string().trim().max(REFUND_NOTE_MAX_LENGTH).default('') });
export type RefundApproveBody = z.infer<typeof refundApproveBody>;

/** admin/refund/reject: the member is told why. */
export const refundRejectBody = z.object({ id: bodyIdField, note: z.string().trim().min(1).max(REFUND_NOTE_MAX_LENGTH) });
export type RefundRejectBody = z.infer<typeof refundRejectBody>;

/** An order line (named by its id) and how much of it can still be asked back: `paid` is the line's share of what the order paid for goods. */
export const refundableItem = orderLine.omit({ amount: true }).extend({
  order_item_id: recordId,
  paid: yuan,
  refunded_quantity: countValue,
  refunded_amount: yuan,
  refundable_quantity: countValue,
});
export type RefundableItem = z.infer<typeof refundableItem>;

/**
 * refund/order: what of one of the member's orders can be asked back. `refusal` says in words why no
 * request can be made now (null when one can); `kinds` are the kinds open to it (a return only once
 * the goods are with the member); `open_refund_id` is the request waiting for the shop, if any.
 */
export const refundableOrder = z.object({
  order_id: recordId,
  order_no: z.string(),
  status: z.literal(ORDER_STATUSES),
  delivery: z.enum(DELIVERY_TYPES),
  paid_amount: yuan,
  freight: yuan,
  refunded_amount: yuan,
  refusal: z.string().nullable(),
  kinds: z.array(z.enum(REFUND_KINDS)),
  open_refund_id: recordId.nullable(),
  items: z.array(refundableItem),
});
export type RefundableOrder = z.infer<typeof refundableOrder>;

/** What the asked-for units pay back; `freight` is only returned with the whole order before shipment. */
export const refundQuote = z.object({
  items: z.array(z.object({ order_item_id: recordId, quantity: z.number().int().min(1), amount: yuan })),
  goods_amount: yuan,
  freight: yuan,
  amount: yuan,
});
export type RefundQuote = z.infer<typeof refundQuote>;

/** A line of a request: the goods as bought, the units asked back and what they pay back (`amount`). */
export const refundLine = orderLine.extend({ order_item_id: recordId });
export type RefundLine = z.infer<typeof refundLine>;

/**
 * An after-sales request. `amount` includes `freight` when freight goes back too. Once approved,
 * `refund_method` says where the money went: the wallet (`balance`) or the online payment it came from.
 */
export const refundRequest = z.object({
  id: recordId,
  refund_no: z.string(),
  order_id: recordId,
  order_no: z.string(),
  kind: z.enum(REFUND_KINDS),
  status: z.enum(REFUND_STATES),
  reason: z.enum(ALL_REFUND_REASONS),
  description: z.string(),
  images: z.array(z.string()),
  items: z.array(refundLine),
  amount: yuan,
  freight: yuan,
  refund_method: z.enum(PAYMENT_METHODS).nullable(),
  merchant_note: z.string(),
  created_at: isoTime,
  handled_at: isoTime.nullable(),
  cancelled_at: isoTime.nullable(),
});
export type RefundRequest = z.infer<typeof refundRequest>;

export const refundListAnswer = pageOf(refundRequest);
export type RefundListAnswer = z.infer<typeof refundListAnswer>;
