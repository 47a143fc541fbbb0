import { z } from 'zod';
import { isoTime, recordId, yuan } from './answer-fields';
import { bodyIdField, idField } from './field-rules';
import { ORDER_STATUSES, PAYMENT_METHODS } from './order-status';

export const orderPaymentQuery = z.object({ order_id: idField });

export const payBody = z.object({ order_id: bodyIdField, method: z.enum(PAYMENT_METHODS) });
export type PayBody = z.infer<typeof payBody>;

/** A way to pay this order; `test_mode`: paying there moves no money, and the cashier must say so. */
export const paymentMethodOption = z.object({ code: z.enum(PAYMENT_METHODS), name: z.string(), enabled: z.boolean(), test_mode: z.boolean() });
export type PaymentMethodOption = z.infer<typeof paymentMethodOption>;

/** order/payment: what the cashier shows for one of the member's orders. */
export const paymentInfo = z.object({
  order_id: recordId,
  order_no: z.string(),
  payable: yuan,
  status: z.literal(ORDER_STATUSES),
  expires_at: isoTime,
  balance: yuan,
  methods: z.array(paymentMethodOption),
});
export type PaymentInfo = z.infer<typeof paymentInfo>;

/**
 * payment/index: paid from the balance at once, or an online payment started: show `qr_content` as a
 * QR code (and offer `pay_url`, the provider's pay page, where it has one), then poll order/payment until the order is paid.
 */
export const paymentResult = z.discriminatedUnion('status', [
  z.object({ status: z.literal('paid'), order_id: recordId }),
  z.object({ status: z.literal('pending'), order_id: recordId, pay_url: z.string().nullable(), qr_content: z.string(), test_mode: z.boolean() }),
]);
export type PaymentResult = z.infer<typeof paymentResult>;

const gatewayToken = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/);

/** sandbox/pay: the sandbox gateway's pay page for one payment. */
export const sandboxPayQuery = z.object({ token: gatewayToken });

/** The pay page's Pay and Cancel buttons post a plain form holding the token. */
export const sandboxPageForm = z.object({ token: gatewayToken });

/**
 * sandbox/notify: the gateway's notification, signed with HMAC-SHA256 over the other fields.
 * `order_no` is the merchant's number of what was paid: an order's number, or a top-up's.
 */
export const sandboxNotifyBody = z.object({
  payment_no: z.string().regex(/^[A-Za-z0-9]{8,32}$/),
  order_no: z.string().regex(/^\d{8,24}$/),
  amount_cents: z.number().int().min(1).max(2_000_000_000),
  paid_at: z.string().min(1).max(40),
  sign: z.string().regex(/^[0-9a-f]{64}$/),
});
export type SandboxNotification = z.infer<typeof sandboxNotifyBody>;

/**
 * sandbox/notify: settled, naming the order paid or the top-up credited; `replayed` when this
 * notification had already been acted on; `late` when the money came after the order or top-up could
 * no longer be paid, and goes back to the payer.
 */
export const notificationReceipt = z.union([
  z.object({ status: z.literal('paid'), order_id: recordId, replayed: z.boolean(), late: z.boolean() }),
  z.object({ status: z.literal('paid'), recharge_id: recordId, replayed: z.boolean(), late: z.boolean() }),
]);
export type NotificationReceipt = z.infer<typeof notificationReceipt>;

/**
 * payment/alipay/notify: Alipay's asynchronous notification, a form whose fields Alipay signs with
 * RSA2 (every field but `sign` and `sign_type`); these are the ones the shop reads, the rest pass.
 */
export const alipayNotifyForm = z.looseObject({
  app_id: z.string().max(32),
  out_trade_no: z.string().max(64),
  trade_no: z.string().max(64),
  trade_status: z.string().max(32),
  total_amount: z.string().max(16),
  sign: z.string().max(1024),
});
