import type { AlipaySdk } from 'alipay-sdk';
import type { Db } from '../../../db/client';
import { refused } from '../../../http/errors';
import type { PaymentProvider, PaymentPurpose, PaymentState } from '../../payment-provider';
import { findGatewayPayment, findPaymentByNo, startGatewayPayment } from '../gateway-service';
import { centsFromAlipay, yuanForAlipay } from './alipay-amount';
import { alipayUnavailable, callAlipay, createAlipaySdk, isSuccess } from './alipay-gateway';
import { alipaySettledMark, instantFromAlipay, verifyAlipayNotice } from './alipay-notify';
import { refundOnAlipay, verifyAlipayRefund } from './alipay-refund';
import { withMerchantNo } from './alipay-settle';
import type { AlipaySettings } from './alipay-settings';

/** Where Alipay sends its asynchronous notifications, under the shop's own origin. */
export const ALIPAY_NOTIFY_PATH = '/homeapi/payment/alipay/notify';

/** Where the shopper comes back after the pay page: the order's cashier or the top-up page, which ask the shop (never trusting the return). */
const returnPath = (purpose: PaymentPurpose) =>
  'orderId' in purpose ? `/home/cart/cashier?order_id=${purpose.orderId}` : `/home/ucenter/recharge/index?recharge_id=${purpose.rechargeId}`;

export type AlipayProvider = PaymentProvider & { readonly appId: string; readonly sdk: AlipaySdk };

/** How a trade found by alipay.trade.query stands for the shop. */
function stateOf(paymentNo: string, amountCents: number, answer: Record<string, unknown>): PaymentState {
  const status = answer.trade_status;
  const tradeNo = typeof answer.trade_no === 'string' ? answer.trade_no : '';
  const paidCents = centsFromAlipay(answer.total_amount);
  if ((status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED') && tradeNo && paidCents !== null) {
    const paidAt = instantFromAlipay(typeof answer.send_pay_date === 'string' ? answer.send_pay_date : undefined) ?? new Date().toISOString();
    return { payment_no: paymentNo, status: 'paid', amount_cents: paidCents, paid: { paymentNo, orderNo: '', amountCents: paidCents, paidAt, signature: alipaySettledMark(tradeNo), tradeNo } };
  }
  return { payment_no: paymentNo, status: status === 'TRADE_CLOSED' ? 'closed' : 'pending', amount_cents: amountCents };
}

/**
 * Alipay as a payment provider, through its official SDK: the desktop pay page
 * (alipay.trade.page.pay, a signed GET link) and a QR code (alipay.trade.precreate) for the same
 * trade, whose out_trade_no is the shop's payment number; notifications and answers checked with
 * Alipay's public key.
 */
export function createAlipayProvider(settings: AlipaySettings): AlipayProvider {
  const sdk = createAlipaySdk(settings);
  return {
    code: 'alipay',
    name: { en: 'Alipay', zh: '支付宝' },
    testMode: false,
    appId: settings.appId,
    sdk,
    async createPayment(db, member, now, origin) {
      const { token } = await startGatewayPayment(db, 'alipay', member, now);
      const found = await findGatewayPayment(db, token, now);
      if (!found) throw alipayUnavailable();
      const { payment, merchantNo, purpose } = found;
      const trade = {
        out_trade_no: payment.paymentNo,
        total_amount: yuanForAlipay(payment.amountCents),
        subject: 'orderId' in purpose ? `订单 ${merchantNo}` : `余额充值 ${merchantNo}`,
      };
      const urls = { notify_url: `${origin}${ALIPAY_NOTIFY_PATH}` };
      const precreated = await callAlipay(sdk, 'alipay.trade.precreate', trade, urls);
      if (!isSuccess(precreated) || typeof precreated.qr_code !== 'string') throw alipayUnavailable();
      const payUrl = sdk.pageExecute('alipay.trade.page.pay', 'GET', {
        bizContent: { ...trade, product_code: 'FAST_INSTANT_TRADE_PAY' },
        notifyUrl: urls.notify_url,
        returnUrl: `${origin}${returnPath(purpose)}`,
      });
      return { pay_url: payUrl, qr_content: precreated.qr_code };
    },
    verifyNotification(body) {
      const notice = verifyAlipayNotice(sdk, settings.appId, body);
      if (!notice.paid) throw refused('notification_mismatch', 'trade_status');
      return notice.verified;
    },
    refund: (db, request) => refundOnAlipay(db, sdk, request),
    verifyRefundNotification: verifyAlipayRefund,
    async query(db: Db, paymentNo: string) {
      const payment = await findPaymentByNo(db, paymentNo);
      if (!payment || payment.method !== 'alipay') return null;
      const answer = await callAlipay(sdk, 'alipay.trade.query', { out_trade_no: paymentNo });
      // Nobody has scanned or opened the pay page yet: Alipay has no trade, the shop waits.
      if (answer.sub_code === 'ACQ.TRADE_NOT_EXIST') return { payment_no: paymentNo, status: 'pending', amount_cents: payment.amountCents };
      if (!isSuccess(answer)) throw alipayUnavailable();
      const state = stateOf(paymentNo, payment.amountCents, answer);
      return state.status === 'paid' ? { ...state, paid: await withMerchantNo(db, state.paid) } : state;
    },
    async close(_db, paymentNo) {
      const answer = await callAlipay(sdk, 'alipay.trade.close', { out_trade_no: paymentNo });
      if (isSuccess(answer) || answer.sub_code === 'ACQ.TRADE_NOT_EXIST') return;
      if (answer.sub_code === 'ACQ.TRADE_STATUS_ERROR') {
        const found = await callAlipay(sdk, 'alipay.trade.query', { out_trade_no: paymentNo });
        if (found.trade_status === 'TRADE_CLOSED') return;
      }
      throw new Error(`Alipay would not close trade ${paymentNo}: ${answer.sub_code ?? answer.code}`);
    },
  };
}
