import type { PaymentMethod } from '@shop/contract';
import type { Db } from '../../db/client';
import type { Bilingual } from '../../lib/bilingual';

/**
 * What the cashier gets to hand the shopper: the QR code's content (the sandbox's pay link, Alipay's
 * `qr_code`, WeChat Pay's `code_url`) and, where the provider has one, a pay page to open.
 */
export type StartedPayment = { pay_url: string | null; qr_content: string };

/**
 * A notification whose signature the provider has checked; only then may the shop act on it.
 * `signature` is recorded with the payment number so a replay is recognised and ignored.
 */
export type VerifiedNotification = {
  paymentNo: string;
  orderNo: string;
  amountCents: number;
  paidAt: string;
  signature: string;
  /** The provider's own number for the payment (Alipay's trade_no, WeChat Pay's transaction_id). */
  tradeNo?: string;
};

/**
 * How the provider says a payment stands. `paid` carries what a notification would have said (its
 * `signature` a stable mark of the query, so settling it twice is a replay), for reconciliation.
 */
export type PaymentState =
  | { payment_no: string; status: 'pending' | 'closed'; amount_cents: number }
  | { payment_no: string; status: 'paid'; amount_cents: number; paid: VerifiedNotification };

/** What the shop asks a provider to pay back: part or all of a paid payment, under the shop's own refund number. */
export type RefundRequest = { paymentNo: string; outRefundNo: string; amountCents: number };

/**
 * A refund notification whose signature the provider has checked: the provider's refund number, the
 * shop's (`outRefundNo`, so a retried refund is recognised), the payment and the amount given back.
 */
export type VerifiedRefund = { refundNo: string; outRefundNo: string; paymentNo: string; amountCents: number; refundedAt: string };

/** What a payment pays for: an order, or a wallet top-up (payments.order_id or payments.recharge_id). */
export type PaymentPurpose = { orderId: number } | { rechargeId: number };

/**
 * The contract every online payment provider meets (docs/payment-providers.md). The sandbox gateway
 * is the reference implementation; a real provider is one more object of this shape.
 * Settling a verified notification (idempotently, in one transaction) is the shop's job, not the
 * provider's: see settleGatewayPayment.
 */
export type PaymentProvider = {
  /** The `method` of payment/index and of the payments table. */
  readonly code: OnlineMethod;
  readonly name: Bilingual;
  /** No money moves: the cashier and every page the provider serves must say so. */
  readonly testMode: boolean;
  /** Opens a payment for the order's payable amount or the top-up's; `origin` makes absolute links for QR codes. */
  createPayment(db: Db, member: { userId: number } & PaymentPurpose, now: Date, origin: string): Promise<StartedPayment>;
  /** Checks a notification's signature and shape; throws a refusal naming the bad field otherwise. */
  verifyNotification(body: unknown): VerifiedNotification;
  /**
   * Gives back all or part of a paid payment and answers the provider's signed refund notification,
   * which the shop acts on only after verifyRefundNotification. Asking again with the same
   * `outRefundNo` answers the same refund, never a second one.
   */
  refund(db: Db, request: RefundRequest, now: Date): Promise<unknown>;
  /** Checks a refund notification's signature and shape; throws a refusal naming the bad field otherwise. */
  verifyRefundNotification(body: unknown): VerifiedRefund;
  /** Asks the provider how a payment stands, for reconciliation when a notification was missed. */
  query(db: Db, paymentNo: string): Promise<PaymentState | null>;
  /**
   * Closes a pending payment at the provider when what it pays for can no longer be paid (the end of
   * the payment window), so the shopper's QR code stops working. Closing a closed payment is no error.
   */
  close(db: Db, paymentNo: string): Promise<void>;
};

/** The methods an online provider answers to: every payment method but the shop's own wallet. */
export type OnlineMethod = Exclude<PaymentMethod, 'balance'>;

/** The sandbox's own extra: its pay page's Pay button. */
export type SandboxProvider = PaymentProvider & {
  payOnPage(db: Db, token: string, now: Date): Promise<(PaymentPurpose & { paid: boolean }) | null>;
};

/** The online providers this shop offers, by method code; the sandbox also by name, for its pages. */
export type PaymentProviders = { online: ReadonlyMap<PaymentProvider['code'], PaymentProvider>; sandbox: SandboxProvider | null };
