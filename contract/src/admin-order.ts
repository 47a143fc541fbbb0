import { z } from 'zod';
import { addressSnapshot } from './address';
import { countValue, isoTime, pageOf, recordId, yuan } from './answer-fields';
import { bodyIdField, idField, pagingFields, sortFields } from './field-rules';
import { SEARCH_MAX_LENGTH } from './limits';
import { invoiceSnapshot, orderDetail, orderGroup, orderLine } from './order';
import { DELIVERY_TYPES, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from './order-status';
import { REFUND_KINDS, REFUND_STATES, refundRequest } from './refund';
import { pickupStore } from './store';

/** A courier's tracking number: letters, digits and dashes. */
export const TRACKING_NO_PATTERN = /^[0-9A-Za-z-]{6,40}$/;
/** The code a member shows at the store: eight digits. */
export const PICKUP_CODE_PATTERN = /^\d{8}$/;
/** Characters of a courier company's name. */
export const EXPRESS_COMPANY_MAX_LENGTH = 40;

/** A day of a date filter (`2025-06-01`), counted in the shop's time zone (China, UTC+8). */
const dayField = z.iso.date();

/** The filters every back-office list of orders or refunds shares: a keyword and a range of days. */
const searchFields = {
  keyword: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
  date_from: dayField.optional(),
  date_to: dayField.optional(),
};

export const ADMIN_ORDER_SORTS = ['created_at', 'paid_at', 'amount'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];

/**
 * admin/order/index: one page of every member's orders, sorted on the server. `keyword` finds the
 * order number, the member's username or phone, the recipient or the recipient's phone.
 */
export const adminOrderListQuery = z.object({
  ...pagingFields(20, 100),
  ...sortFields(ADMIN_ORDER_SORTS, 'created_at'),
  status: z.coerce.number().int().min(0).max(6).pipe(z.literal(ORDER_STATUSES)).optional(),
  delivery: z.enum(DELIVERY_TYPES).optional(),
  ...searchFields,
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuery>;
/** What the list page sends: every field a string, as the URL keeps it. */
export type AdminOrderListParams = z.input<typeof adminOrderListQuery>;

/** The member an order or a request belongs to, as the back office names them. */
export const memberBrief = z.object({ id: recordId, username: z.string(), nickname: z.string(), mobile: z.string().nullable() });
export type MemberBrief = z.infer<typeof memberBrief>;

/** One row of admin/order/index. `recipient` and `mobile` are the express address's; a pickup order names its store. */
export const adminOrderRow = z.object({
  id: recordId,
  order_no: z.string(),
  member: memberBrief,
  recipient: z.string().nullable(),
  mobile: z.string().nullable(),
  store_name: z.string().nullable(),
  amount: yuan,
  status: z.literal(ORDER_STATUSES),
  status_text: z.string(),
  delivery: z.enum(DELIVERY_TYPES),
  created_at: isoTime,
  paid_at: isoTime.nullable(),
  item_count: countValue,
  /** As on order/list: the points a points-mall order cost, and a group order's group. */
  points_spent: countValue,
  group: orderGroup.nullable(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRow>;

/** How many orders of each status match the list's other filters: the status tabs' counts. */
export const orderStatusCount = z.object({ status: z.literal(ORDER_STATUSES), count: countValue });
export type OrderStatusCount = z.infer<typeof orderStatusCount>;

export const adminOrderListAnswer = pageOf(adminOrderRow).extend({ status_counts: z.array(orderStatusCount) });
export type AdminOrderListAnswer = z.infer<typeof adminOrderListAnswer>;

export const adminOrderDetailQuery = z.object({ id: idField });

/** A payment of the order: started (pending) or settled. */
export const adminOrderPayment = z.object({
  payment_no: z.string(),
  method: z.enum(PAYMENT_METHODS),
  amount: yuan,
  status: z.enum(PAYMENT_STATUSES),
  created_at: isoTime,
  paid_at: isoTime.nullable(),
});
export type AdminOrderPayment = z.infer<typeof adminOrderPayment>;

/** An after-sales request on the order, in brief (admin/refund/detail has the rest). */
export const adminOrderRefund = z.object({
  id: recordId,
  refund_no: z.string(),
  kind: z.enum(REFUND_KINDS),
  status: z.enum(REFUND_STATES),
  amount: yuan,
  created_at: isoTime,
  handled_at: isoTime.nullable(),
});
export type AdminOrderRefund = z.infer<typeof adminOrderRefund>;

export const TIMELINE_EVENTS = ['created', 'paid', 'shipped', 'ready', 'received', 'cancelled'] as const;
export type TimelineEvent = (typeof TIMELINE_EVENTS)[number];

/** An order line with what was refunded of it. */
export const adminOrderLine = orderLine.extend({ refunded_quantity: countValue, refunded_amount: yuan });
export type AdminOrderLine = z.infer<typeof adminOrderLine>;

/**
 * admin/order/detail: the order as the member sees it (order/detail), plus what the shop needs: the
 * member, the lines with their refunds, the pickup code (staff verify it at the store), when it was
 * made ready for pickup, the payments, the after-sales requests and the timeline, oldest first.
 */
export const adminOrderDetail = orderDetail.extend({
  items: z.array(adminOrderLine),
  member: memberBrief,
  pickup_ready_at: isoTime.nullable(),
  refunded_amount: yuan,
  payments: z.array(adminOrderPayment),
  refunds: z.array(adminOrderRefund),
  timeline: z.array(z.object({ event: z.enum(TIMELINE_EVENTS), at: isoTime })),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;

/** admin/order/ship: a paid express order leaves with its courier and tracking number. */
export const adminShipBody = z.object({
  id: bodyIdField,
  express_company: z.string().trim().min(1).max(EXPRESS_COMPANY_MAX_LENGTH),
  tracking_no: z.string().trim().regex(TRACKING_NO_PATTERN),
});
export type AdminShipBody = z.infer<typeof adminShipBody>;

/** admin/order/pickup/ready: a paid pickup order is waiting at its store. */
export const adminPickupReadyBody = z.object({ id: bodyIdField });
export type AdminPickupReadyBody = z.infer<typeof adminPickupReadyBody>;

/** admin/order/pickup/verify: the member collects it with the code; `id` narrows it to one order. */
export const adminPickupVerifyBody = z.object({ id: bodyIdField.optional(), pickup_code: z.string().trim().regex(PICKUP_CODE_PATTERN) });
export type AdminPickupVerifyBody = z.infer<typeof adminPickupVerifyBody>;

export const ADMIN_REFUND_SORTS = ['created_at', 'amount'] as const;
export type AdminRefundSort = (typeof ADMIN_REFUND_SORTS)[number];

/** admin/refund/index: every member's requests; `keyword` finds the request or order number or the member's username. */
export const adminRefundListQuery = z.object({
  ...pagingFields(20, 100),
  ...sortFields(ADMIN_REFUND_SORTS, 'created_at'),
  status: z.enum(REFUND_STATES).optional(),
  kind: z.enum(REFUND_KINDS).optional(),
  ...searchFields,
});
export type AdminRefundListQuery = z.infer<typeof adminRefundListQuery>;
export type AdminRefundListParams = z.input<typeof adminRefundListQuery>;

/** A request as the back office reads it: the member's view of it, plus who asked and where the order stands. */
export const adminRefund = refundRequest.extend({
  member: memberBrief,
  order_status: z.literal(ORDER_STATUSES),
  order_delivery: z.enum(DELIVERY_TYPES),
});
export type AdminRefund = z.infer<typeof adminRefund>;

export const adminRefundListAnswer = pageOf(adminRefund);
export type AdminRefundListAnswer = z.infer<typeof adminRefundListAnswer>;

export const adminRefundDetailQuery = z.object({ id: idField });

export const PRINTOUT_KINDS = ['slip', 'invoice'] as const;
export type PrintoutKind = (typeof PRINTOUT_KINDS)[number];

/** admin/order/print and order/print: which order, and a packing slip or an invoice. */
export const orderPrintQuery = z.object({ id: idField, kind: z.enum(PRINTOUT_KINDS) });
export type OrderPrintQuery = z.infer<typeof orderPrintQuery>;

/**
 * What a packing slip or an invoice prints, the same for the back office and the member. The pickup
 * code is never printed: paper is read by whoever handles it, and the code is what hands goods over.
 */
export const orderPrintout = z.object({
  kind: z.enum(PRINTOUT_KINDS),
  shop_name: z.string(),
  order_no: z.string(),
  status_text: z.string(),
  created_at: isoTime,
  paid_at: isoTime.nullable(),
  printed_at: isoTime,
  delivery: z.enum(DELIVERY_TYPES),
  address: addressSnapshot.nullable(),
  store: pickupStore.nullable(),
  member_name: z.string(),
  items: z.array(orderLine.pick({ name: true, sku_text: true, price: true, quantity: true, amount: true })),
  goods_amount: yuan,
  freight: yuan,
  discount: yuan,
  payable: yuan,
  paid_amount: yuan,
  payment_method: z.enum(PAYMENT_METHODS).nullable(),
  /** The points a points-mall order cost, besides any money (0 for every other order). */
  points_spent: countValue,
  express: z.object({ company: z.string(), tracking_no: z.string() }).nullable(),
  invoice: invoiceSnapshot.nullable(),
  remark: z.string(),
});
export type OrderPrintout = z.infer<typeof orderPrintout>;
