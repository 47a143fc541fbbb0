import type { Db } from '../../../db/client';
import { conflict, refused } from '../../../http/errors';
import type { PaymentProvider, PaymentPurpose, StartedPayment } from '../../payment-provider';
import { findGatewayPayment, findPaymentByNo, startGatewayPayment } from '../gateway-service';
import { createWechatpayClient, type WechatpayClient } from './client';
import { openWechatpayNotification } from './notification';
import { ownRefundNotice, refundOnWechatpay, verifyWechatpayRefund, type WechatpayRefundNotice } from './refund';
import type { WechatpaySettings } from './settings';
import { paidTransaction, transactionState } from './transaction';

export const WECHATPAY_NOTIFY_PATH = '/homeapi/payment/wechat/notify';

/**
 * Native pay (POST /v3/pay/transactions/native): the shop's pending payment, its number as
 * out_trade_no and the order's or top-up's number as `attach` (WeChat Pay signs it back in the
 * notification), answered with the `code_url` the shopper scans. Asking again for the same pending
 * payment answers the same code_url, as WeChat Pay does for an identical order.
 */
async function openNativePayment(client: WechatpayClient, settings: WechatpaySettings, db: Db, member: { userId: number } & PaymentPurpose, now: Date, origin: string): Promise<StartedPayment> {
  const { token } = await startGatewayPayment(db, 'wechat', member, now);
  const found = await findGatewayPayment(db, token, now);
  if (!found) throw refused('payment_method_unavailable', 'method');
  const { payment, merchantNo } = found;
  const answer = await client({
    method: 'post',
    path: 'v3/pay/transactions/native',
    data: {
      appid: settings.appid,
      mchid: settings.mchid,
      description: 'orderId' in member ? `订单 ${merchantNo}` : `钱包充值 ${merchantNo}`,
      out_trade_no: payment.paymentNo,
      attach: merchantNo,
      notify_url: `${origin}${WECHATPAY_NOTIFY_PATH}`,
      amount: { total: payment.amountCents, currency: 'CNY' },
    },
  });
  const codeUrl = answer.ok ? (answer.data as { code_url?: unknown }).code_url : undefined;
  if (!answer.ok || typeof codeUrl !== 'string' || !codeUrl) throw conflict('wechatpay_refused', 'method');
  return { pay_url: null, qr_content: codeUrl };
}

/** The provider with WeChat Pay's own extra: opening its refund notifications. */
export type WechatpayProvider = PaymentProvider & { openRefundNotification(delivery: unknown): WechatpayRefundNotice };

export const isWechatpayProvider = (provider: PaymentProvider | undefined): provider is WechatpayProvider =>
  provider?.code === 'wechat' && 'openRefundNotification' in provider;

/** WeChat Pay APIv3 as a payment provider, real money: Native pay, notifications, query, close and refunds. */
export function createWechatpayProvider(settings: WechatpaySettings, client: WechatpayClient = createWechatpayClient(settings)): WechatpayProvider {
  const byOutTradeNo = 'v3/pay/transactions/out-trade-no/{out_trade_no}';
  return {
    code: 'wechat',
    name: { en: 'WeChat Pay', zh: '微信支付' },
    testMode: false,
    createPayment: (db, member, now, origin) => openNativePayment(client, settings, db, member, now, origin),
    verifyNotification(delivery) {
      const { eventType, resource } = openWechatpayNotification(settings, delivery);
      if (eventType !== 'TRANSACTION.SUCCESS') throw refused('notification_mismatch', 'event_type');
      return paidTransaction(settings, resource);
    },
    openRefundNotification(delivery) {
      const { eventType, resource } = openWechatpayNotification(settings, delivery);
      if (!eventType.startsWith('REFUND.')) throw refused('notification_mismatch', 'event_type');
      return ownRefundNotice(settings.mchid, resource);
    },
    refund: (db, request) => refundOnWechatpay(client, db, request),
    verifyRefundNotification: verifyWechatpayRefund,
    async query(db, paymentNo) {
      const payment = await findPaymentByNo(db, paymentNo);
      if (!payment || payment.method !== 'wechat') return null;
      const answer = await client({ method: 'get', path: byOutTradeNo, values: { out_trade_no: paymentNo }, params: { mchid: settings.mchid } });
      if (!answer.ok && answer.code === 'ORDER_NOT_EXIST') return null;
      if (!answer.ok) throw conflict('wechatpay_refused', 'payment_no');
      return transactionState(settings, answer.data, payment.amountCents);
    },
    async close(_db, paymentNo) {
      const answer = await client({ method: 'post', path: `${byOutTradeNo}/close`, values: { out_trade_no: paymentNo }, data: { mchid: settings.mchid } });
      // Closing a closed or never-opened trade changes nothing; a paid one cannot be closed.
      if (!answer.ok && answer.code !== 'ORDER_CLOSED' && answer.code !== 'ORDER_NOT_EXIST') throw conflict('wechatpay_refused', 'payment_no');
    },
  };
}
