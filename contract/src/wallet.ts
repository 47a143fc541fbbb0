import { z } from 'zod';
import { countValue, isoTime, pageOf, recordId, yuan } from './answer-fields';
import { idField, pagingFields } from './field-rules';
import { ONLINE_PAYMENT_METHODS } from './order-status';

/** The tabs of wallet/log and wallet/points: every row, money (or points) in, or out (spec section 4). */
export const WALLET_LOG_TABS = ['all', 'income', 'expense'] as const;
export type WalletLogTab = (typeof WALLET_LOG_TABS)[number];

/** What moved the money of a wallet row: a top-up, an order's payment, a refund, or anything else. */
export const WALLET_LOG_KINDS = ['recharge', 'payment', 'refund', 'other'] as const;
export type WalletLogKind = (typeof WALLET_LOG_KINDS)[number];

/** The amounts the top-up page offers with one click, in yuan. */
export const RECHARGE_PRESETS = ['50.00', '100.00', '200.00', '500.00', '1000.00'] as const;

/** A custom top-up: from 1.00 to 50,000.00 yuan, at most two decimals. */
export const RECHARGE_MIN_CENTS = 1_00;
export const RECHARGE_MAX_CENTS = 50_000_00;

/** States of a top-up: waiting to be paid online, paid (the balance credited), or closed unpaid. */
export const RECHARGE_STATUSES = ['pending', 'paid', 'closed'] as const;
export type RechargeStatus = (typeof RECHARGE_STATUSES)[number];

const YUAN_TEXT = /^\d{1,8}(\.\d{1,2})?$/;

/** Cents of a yuan amount typed as text ("100", "99.5", "0.01"); NaN when it is not one. */
export function yuanTextToCents(text: string): number {
  const trimmed = text.trim();
  if (!YUAN_TEXT.test(trimmed)) return Number.NaN;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

const inRechargeRange = (text: string) => {
  const cents = yuanTextToCents(text);
  return cents >= RECHARGE_MIN_CENTS && cents <= RECHARGE_MAX_CENTS;
};

/** A top-up amount as typed: yuan with at most two decimals, within the bounds, as text. */
export const rechargeAmountField = z.string({ error: 'recharge_amount_invalid' }).trim().refine(inRechargeRange, { error: 'recharge_amount_invalid' });

const logQuery = { type: z.enum(WALLET_LOG_TABS, { error: 'wallet_log_type_invalid' }).default('all'), ...pagingFields(10, 50) };

/** wallet/log: one page of the member's money log under a tab. */
export const walletLogQuery = z.object(logQuery);
export type WalletLogQuery = z.infer<typeof walletLogQuery>;

/** wallet/points: one page of the member's points log under a tab. */
export const pointsLogQuery = z.object(logQuery);
export type PointsLogQuery = z.infer<typeof pointsLogQuery>;

/** wallet/index: what the member holds. */
export const walletSummary = z.object({ balance: yuan, points: countValue });
export type WalletSummary = z.infer<typeof walletSummary>;

/**
 * One money movement (spec section 3: type, amount, description, time): `type` says in or out,
 * `kind` what moved it, `amount` is positive either way; `description` in the reader's language.
 */
export const walletLogRow = z.object({
  id: recordId,
  type: z.enum(['income', 'expense']),
  kind: z.enum(WALLET_LOG_KINDS),
  amount: yuan,
  balance_after: yuan,
  description: z.string(),
  order_id: recordId.nullable(),
  created_at: isoTime,
});
export type WalletLogRow = z.infer<typeof walletLogRow>;

/** wallet/log: newest first. */
export const walletLogAnswer = pageOf(walletLogRow);
export type WalletLogAnswer = z.infer<typeof walletLogAnswer>;

/** One points movement: points earned (completed orders, reviews) or spent. */
export const pointsLogRow = z.object({
  id: recordId,
  type: z.enum(['income', 'expense']),
  points: z.number().int().min(1),
  balance_after: countValue,
  description: z.string(),
  created_at: isoTime,
});
export type PointsLogRow = z.infer<typeof pointsLogRow>;

/** wallet/points: newest first. */
export const pointsLogAnswer = pageOf(pointsLogRow);
export type PointsLogAnswer = z.infer<typeof pointsLogAnswer>;

/** An online way to pay a top-up, named in the reader's language; `test_mode`: no money moves. */
export const onlineMethodOption = z.object({ code: z.enum(ONLINE_PAYMENT_METHODS), name: z.string(), test_mode: z.boolean() });
export type OnlineMethodOption = z.infer<typeof onlineMethodOption>;

/**
 * recharge/index: what the top-up page offers. `methods`: the online ways to pay (a wallet-only shop
 * has none, and no top-up); `online`: there is one; `test_mode`: the first moves no money.
 */
export const rechargeOptions = z.object({
  balance: yuan,
  presets: z.array(yuan),
  min_amount: yuan,
  max_amount: yuan,
  online: z.boolean(),
  test_mode: z.boolean(),
  methods: z.array(onlineMethodOption),
});
export type RechargeOptions = z.infer<typeof rechargeOptions>;

/** recharge/create: a top-up of `amount` yuan, paid online with `method` (the first offered if omitted), never from the wallet it fills. */
export const rechargeCreateBody = z.object({ amount: rechargeAmountField, method: z.enum(ONLINE_PAYMENT_METHODS, { error: 'payment_method_unavailable' }).optional() });
export type RechargeCreateBody = z.infer<typeof rechargeCreateBody>;

/** recharge/detail: one of the member's top-ups. */
export const rechargeDetailQuery = z.object({ id: idField });

/**
 * A top-up and how to pay it: while pending, the QR code's content (`qr_content`) and the provider's
 * pay page where it has one (`pay_url`) until `expires_at`; `balance` is the member's balance now, which
 * includes this top-up once it is paid.
 */
export const recharge = z.object({
  id: recordId,
  recharge_no: z.string(),
  amount: yuan,
  status: z.enum(RECHARGE_STATUSES),
  expires_at: isoTime,
  paid_at: isoTime.nullable(),
  created_at: isoTime,
  balance: yuan,
  pay_url: z.string().nullable(),
  qr_content: z.string().nullable(),
  test_mode: z.boolean(),
  /** How it is being paid: the method chosen, named in the reader's language. */
  method: z.enum(ONLINE_PAYMENT_METHODS).nullable(),
  method_name: z.string().nullable(),
});
export type Recharge = z.infer<typeof recharge>;
