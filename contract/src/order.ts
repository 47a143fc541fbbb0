import { z } from 'zod';
import { address, addressSnapshot } from './address';
import { countValue, isoTime, pageOf, recordId, yuan } from './answer-fields';
import { couponTerms } from './coupon';
import { ACTIVITY_TYPES, CHECKOUT_TYPES, GROUP_STATES, INVOICE_HEADER_TYPES, INVOICE_TYPES } from './enums';
import { TAX_NUMBER_PATTERN } from './field-patterns';
import { bodyIdField, idField, mobileField, pagingFields } from './field-rules';
import { MAX_CART_QUANTITY, REMARK_MAX_LENGTH } from './limits';
import { DELIVERY_TYPES, ORDER_STATUSES, ORDER_TABS, PAYMENT_METHODS } from './order-status';
import { pickupStore } from './store';

/** An invoice asked for at checkout; an enterprise header needs its tax number. */
export const invoiceInput = z
  .object({
    header_type: z.enum(INVOICE_HEADER_TYPES),
    header: z.string().trim().min(1).max(100),
    tax_no: z.string().trim().regex(TAX_NUMBER_PATTERN).optional(),
    phone: mobileField,
    email: z.email().max(100),
    invoice_type: z.enum(INVOICE_TYPES),
  })
  .superRefine((invoice, context) => {
    if (invoice.header_type === 'enterprise' && !invoice.tax_no) {
      context.addIssue({ code: 'custom', path: ['tax_no'], message: 'tax_no_required' });
    }
  });
export type InvoiceInput = z.infer<typeof invoiceInput>;

/**
 * What order/confirm prices and order/create stores: the cart rows (`type: cart`) or one SKU
 * (`type: buy`), the delivery and its address or store, a coupon, an invoice and a remark. Amounts
 * are never part of it: any the client sends are dropped and recomputed on the server.
 */
export const checkoutBody = z
  .object({
    type: z.enum(CHECKOUT_TYPES),
    cart_ids: z.array(bodyIdField).min(1).max(100).optional(),
    /** Activity orders: the activity, and for group buying the group to join (none: open a new one), for a bargain the member's bargain. */
    activity_id: bodyIdField.optional(),
    group_id: bodyIdField.nullable().optional(),
    bargain_id: bodyIdField.optional(),
    sku_id: bodyIdField.optional(),
    quantity: z.number().int().min(1).max(MAX_CART_QUANTITY).optional(),
    delivery: z.enum(DELIVERY_TYPES),
    address_id: bodyIdField.nullable().optional(),
    store_id: bodyIdField.nullable().optional(),
    coupon_id: bodyIdField.nullable().optional(),
    invoice: invoiceInput.nullable().optional(),
    remark: z.string().trim().max(REMARK_MAX_LENGTH).optional(),
  })
  .superRefine((input, context) => {
    const require = (field: 'cart_ids' | 'sku_id' | 'quantity' | 'activity_id' | 'bargain_id') => {
      if (input[field] === undefined) context.addIssue({ code: 'custom', path: [field], message: 'field_required' });
    };
    if (input.type === 'cart') require('cart_ids');
    if (input.type !== 'cart') {
      require('sku_id');
      require('quantity');
    }
    if (input.type !== 'cart' && input.type !== 'buy') {
      require('activity_id');
      // Activity prices already are the promotion: no coupon on top (docs/adr/0013-activities.md).
      if (input.coupon_id != null) context.addIssue({ code: 'custom', path: ['coupon_id'], message: 'coupon_not_allowed' });
    }
    if (input.type === 'bargain') require('bargain_id');
  });
export type CheckoutBody = z.infer<typeof checkoutBody>;

export const orderListQuery = z.object({ status: z.enum(ORDER_TABS).default('all'), ...pagingFields(10, 50) });
export type OrderListQuery = z.infer<typeof orderListQuery>;

export const orderDetailQuery = z.object({ id: idField });

export const orderIdBody = z.object({ id: bodyIdField });
export type OrderIdBody = z.infer<typeof orderIdBody>;

/** One line of an order or of its preview: the SKU as bought, in the request's language. */
export const orderLine = z.object({
  goods_id: recordId,
  sku_id: recordId,
  name: z.string(),
  image: z.string(),
  sku_text: z.string(),
  price: yuan,
  quantity: z.number().int().min(1),
  amount: yuan,
});
export type OrderLine = z.infer<typeof orderLine>;

/** A coupon offered at checkout; `reason` (only when unusable) says why it cannot be used on this order. */
export const couponOption = couponTerms.extend({ id: recordId, usable: z.boolean(), reason: z.string().optional() });
export type CouponOption = z.infer<typeof couponOption>;

/** An order's amounts; `payable` = goods + freight - discount, never below 0.01. */
export const orderAmounts = z.object({ goods_amount: yuan, freight: yuan, discount: yuan, payable: yuan });
export type OrderAmounts = z.infer<typeof orderAmounts>;

/** order/confirm: the priced preview, with the coupons, addresses and stores to choose from. Stores nothing. */
export const orderPreview = orderAmounts.extend({
  items: z.array(orderLine),
  coupons: z.array(couponOption),
  coupon_id: recordId.nullable(),
  addresses: z.array(address),
  address_id: recordId.nullable(),
  stores: z.array(pickupStore),
  store_id: recordId.nullable(),
  balance: yuan,
  delivery: z.enum(DELIVERY_TYPES),
  /** The activity bought through, if any (its coupons list is then empty). */
  activity: z.object({ id: recordId, type: z.enum(ACTIVITY_TYPES), title: z.string() }).nullable(),
  /** Points the order costs (points mall, else 0) and the member's points now. */
  points_cost: countValue,
  points_balance: countValue,
});
export type OrderPreview = z.infer<typeof orderPreview>;

/** order/create: the order placed, pending payment until `expires_at`. */
export const createdOrder = z.object({
  order_id: recordId,
  order_no: z.string(),
  payable: yuan,
  expires_at: isoTime,
  /** True when nothing is left to pay (a points-mall order its points paid for whole): no cashier. */
  paid: z.boolean(),
});
export type CreatedOrder = z.infer<typeof createdOrder>;

/**
 * The group a group-buying order holds a seat in: it ships once `status` is `success`; until then
 * `needed` more members must pay before `expires_at`, and the link of the group page
 * (/activity/group/view?id=`activity_id`&group_id=`id`) invites them. A failed group is refunded.
 */
export const orderGroup = z.object({
  id: recordId,
  activity_id: recordId,
  status: z.enum(GROUP_STATES),
  size: countValue,
  paid: countValue,
  needed: countValue,
  expires_at: isoTime,
});
export type OrderGroup = z.infer<typeof orderGroup>;

/**
 * An order as order/list shows it; `status` is one of ORDER_STATUS, `status_text` says it in words.
 * `points_spent` is what a points-mall order cost in points (0 for every other order); `group` is a
 * group-buying order's group, null for every other order.
 */
export const orderSummary = z.object({
  id: recordId,
  order_no: z.string(),
  status: z.literal(ORDER_STATUSES),
  status_text: z.string(),
  created_at: isoTime,
  payable: yuan,
  paid_amount: yuan,
  items: z.array(orderLine),
  delivery: z.enum(DELIVERY_TYPES),
  points_spent: countValue,
  group: orderGroup.nullable(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

/** The member's orders behind each tab of order/list. */
export const orderCounts = z.object({
  all: countValue,
  unpaid: countValue,
  unshipped: countValue,
  unreceived: countValue,
  refund: countValue,
  unreviewed: countValue,
  completed: countValue,
});
export type OrderCounts = z.infer<typeof orderCounts>;

/** order/list: one tab of the member's orders, newest first, with every tab's count. */
export const orderListAnswer = pageOf(orderSummary).extend({ counts: orderCounts });
export type OrderListAnswer = z.infer<typeof orderListAnswer>;

/** An invoice as the order keeps it. */
export const invoiceSnapshot = z.object({
  header_type: z.enum(INVOICE_HEADER_TYPES),
  header: z.string(),
  tax_no: z.string().nullable(),
  phone: z.string(),
  email: z.string(),
  invoice_type: z.enum(INVOICE_TYPES),
});
export type InvoiceSnapshot = z.infer<typeof invoiceSnapshot>;

/**
 * When an order's after-delivery steps end (AUTO_RECEIVE_DAYS, REVIEW_WINDOW_DAYS, AFTER_SALES_DAYS):
 * a shipped order is received by itself at `auto_receive_at`; a received one can be reviewed until
 * `review_closes_at` and asked back until `after_sales_closes_at`. Null when the step does not apply.
 */
export const orderWindowDates = z.object({
  auto_receive_at: isoTime.nullable(),
  review_closes_at: isoTime.nullable(),
  after_sales_closes_at: isoTime.nullable(),
});
export type OrderWindowDates = z.infer<typeof orderWindowDates>;

/**
 * order/detail: every field of one of the member's orders. An express order has an `address` (and
 * `express` once shipped); a pickup order a `store` and, once paid, the `pickup_code` to show there.
 * The times of its steps: `shipped_at` when an express order left with the courier,
 * `pickup_ready_at` when a pickup order was made ready at the store (its "shipped" step).
 */
export const orderDetail = orderSummary.extend({
  ...orderAmounts.shape,
  paid_at: isoTime.nullable(),
  expires_at: isoTime,
  shipped_at: isoTime.nullable(),
  pickup_ready_at: isoTime.nullable(),
  received_at: isoTime.nullable(),
  cancelled_at: isoTime.nullable(),
  payment_method: z.enum(PAYMENT_METHODS).nullable(),
  address: addressSnapshot.nullable(),
  store: pickupStore.nullable(),
  pickup_code: z.string().nullable(),
  express: z.object({ company: z.string(), tracking_no: z.string() }).nullable(),
  invoice: invoiceSnapshot.nullable(),
  remark: z.string(),
  merchant_remark: z.string(),
  coupon: z.object({ name: z.string() }).nullable(),
  /** The member's order/detail only (the back office's detail has its own timeline). */
  windows: orderWindowDates.optional(),
});
export type OrderDetail = z.infer<typeof orderDetail>;
