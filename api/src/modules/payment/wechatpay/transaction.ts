import { z } from 'zod';
import { refused } from '../../../http/errors';
import type { PaymentState, VerifiedNotification } from '../../payment-provider';
import type { WechatpaySettings } from './settings';

/** A transaction as WeChat Pay describes it, in a payment notification or a query's answer. */
const transaction = z.object({
  appid: z.string(),
  mchid: z.string(),
  out_trade_no: z.string().min(1).max(32),
  transaction_id: z.string().optional(),
  trade_state: z.string(),
  success_time: z.string().optional(),
  attach: z.string().optional(),
  amount: z.object({ total: z.number().int().min(1).optional(), currency: z.string().optional() }).optional(),
});
type Transaction = z.infer<typeof transaction>;

/** Our own transactions only: this app id and this merchant number, in fen and CNY. */
function ownTransaction(settings: WechatpaySettings, body: unknown): Transaction {
  const parsed = transaction.safeParse(body);
  if (!parsed.success) throw refused('notification_mismatch', String(parsed.error.issues[0]?.path[0] ?? 'resource'));
  const trade = parsed.data;
  if (trade.appid !== settings.appid) throw refused('notification_mismatch', 'appid');
  if (trade.mchid !== settings.mchid) throw refused('notification_mismatch', 'mchid');
  return trade;
}

/** What a paid transaction tells the shop; the mark is the transaction id, so a notification and a query of one payment settle once. */
function paidNotification(trade: Transaction): VerifiedNotification {
  const { transaction_id: tradeNo, amount, success_time: paidAt } = trade;
  if (trade.trade_state !== 'SUCCESS' || !tradeNo || !paidAt) throw refused('notification_mismatch', 'trade_state');
  if (!amount?.total) throw refused('amount_mismatch', 'amount_cents');
  if (amount.currency !== 'CNY') throw refused('amount_mismatch', 'currency');
  return { paymentNo: trade.out_trade_no, orderNo: trade.attach ?? '', amountCents: amount.total, paidAt, signature: `wechat:${tradeNo}`, tradeNo };
}

/** A decrypted TRANSACTION.SUCCESS notification, as the shop settles it. */
export const paidTransaction = (settings: WechatpaySettings, resource: unknown) => paidNotification(ownTransaction(settings, resource));

/** trade_state as the shop's payment states: paid (REFUND: paid, then refunded), pending, or closed. */
const PENDING = new Set(['NOTPAY', 'USERPAYING']);

export function transactionState(settings: WechatpaySettings, body: unknown, amountCents: number): PaymentState {
  const trade = ownTransaction(settings, body);
  const state = { payment_no: trade.out_trade_no, amount_cents: trade.amount?.total ?? amountCents };
  if (trade.trade_state === 'SUCCESS' || trade.trade_state === 'REFUND') return { ...state, status: 'paid', paid: paidNotification({ ...trade, trade_state: 'SUCCESS' }) };
  return { ...state, status: PENDING.has(trade.trade_state) ? 'pending' : 'closed' };
}
