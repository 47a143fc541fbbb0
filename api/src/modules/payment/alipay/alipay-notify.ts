import type { AlipaySdk } from 'alipay-sdk';
import { z } from 'zod';
import { refused } from '../../../http/errors';
import type { VerifiedNotification } from '../../payment-provider';
import { centsFromAlipay } from './alipay-amount';

/** The trade states in which Alipay has the shopper's money. */
const PAID_STATES = ['TRADE_SUCCESS', 'TRADE_FINISHED'] as const;

/** The fields of Alipay's asynchronous notification the shop reads; the signature covers them all. */
const alipayNotice = z.looseObject({
  app_id: z.string(),
  out_trade_no: z.string().min(1).max(64),
  trade_no: z.string().min(1).max(64),
  trade_status: z.string(),
  total_amount: z.string(),
  gmt_payment: z.string().optional(),
  notify_time: z.string().optional(),
  sign: z.string().min(1),
});

/** A checked notification: a payment to settle, or a trade state to acknowledge (waiting, closed) with nothing to do. */
export type AlipayNotice = { paid: true; verified: VerifiedNotification } | { paid: false; paymentNo: string };

/** The mark a settled Alipay trade is recorded under: one per trade, whether a notification or a query found it paid. */
export const alipaySettledMark = (tradeNo: string) => `alipay:${tradeNo}`;

/** Alipay's `yyyy-MM-dd HH:mm:ss` in China time as an ISO instant; null when it is not one. */
export function instantFromAlipay(time: string | undefined): string | null {
  if (!time || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(time)) return null;
  const instant = new Date(`${time.replace(' ', 'T')}+08:00`);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

/**
 * Checks a notification as Alipay documents it: the signature with Alipay's public key through the
 * SDK (the form's values as received, not decoded again), then that it is for this shop's app, and
 * reads the amount exactly. The order number is the payment's own: the caller looks it up.
 */
export function verifyAlipayNotice(sdk: AlipaySdk, appId: string, body: unknown): AlipayNotice {
  const parsed = alipayNotice.safeParse(body);
  if (!parsed.success) throw refused('sign_invalid', 'sign');
  const notice = parsed.data;
  if (!sdk.checkNotifySignV2(notice)) throw refused('sign_invalid', 'sign');
  if (notice.app_id !== appId) throw refused('notification_mismatch', 'app_id');
  if (!(PAID_STATES as readonly string[]).includes(notice.trade_status)) return { paid: false, paymentNo: notice.out_trade_no };
  const amountCents = centsFromAlipay(notice.total_amount);
  if (amountCents === null) throw refused('amount_mismatch', 'total_amount');
  const paidAt = instantFromAlipay(notice.gmt_payment) ?? instantFromAlipay(notice.notify_time) ?? new Date().toISOString();
  return {
    paid: true,
    verified: { paymentNo: notice.out_trade_no, orderNo: '', amountCents, paidAt, signature: alipaySettledMark(notice.trade_no), tradeNo: notice.trade_no },
  };
}
