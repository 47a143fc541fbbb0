import { sandboxNotifyBody } from '@shop/contract';
import { refused } from '../../http/errors';
import { findPaymentByNo, payOnSandboxPage, SANDBOX_PAY_PATH, startGatewayPayment, verifySandboxNotification } from './gateway-service';
import type { SandboxProvider } from '../payment-provider';
import { refundOnSandbox, verifySandboxRefund } from './sandbox-refund';

/**
 * The sandbox gateway as a payment provider, the reference implementation of the contract: a pay
 * page of its own (sandbox/pay), notifications signed with HMAC-SHA256, nothing real behind it.
 */
export function createSandboxProvider(secret: string): SandboxProvider {
  return {
    code: 'sandbox',
    name: { en: 'Online payment (sandbox, test mode)', zh: '在线支付（沙箱测试模式）' },
    testMode: true,
    async createPayment(db, member, now, origin) {
      const { token } = await startGatewayPayment(db, 'sandbox', member, now);
      const payUrl = `${SANDBOX_PAY_PATH}?token=${token}`;
      return { pay_url: payUrl, qr_content: `${origin}${payUrl}` };
    },
    verifyNotification(body) {
      const parsed = sandboxNotifyBody.safeParse(body);
      if (!parsed.success) throw refused('sign_invalid', 'sign');
      return verifySandboxNotification(secret, parsed.data);
    },
    refund: (db, request, now) => refundOnSandbox(db, secret, request, now),
    verifyRefundNotification: (body) => verifySandboxRefund(secret, body),
    async query(db, paymentNo) {
      const payment = await findPaymentByNo(db, paymentNo);
      if (!payment || payment.method !== 'sandbox') return null;
      const state = { payment_no: payment.paymentNo, amount_cents: payment.amountCents };
      if (payment.status !== 'paid') return { ...state, status: payment.status === 'closed' ? 'closed' : 'pending' };
      const paid = { paymentNo: payment.paymentNo, orderNo: '', amountCents: payment.amountCents, paidAt: (payment.paidAt ?? payment.createdAt).toISOString(), signature: `query:${payment.paymentNo}` };
      return { ...state, status: 'paid', paid };
    },
    // Nothing waits at the sandbox: its pay page refuses a payment whose order can no longer be paid.
    close: () => Promise.resolve(),
    payOnPage: (db, token, now) => payOnSandboxPage(db, secret, token, now),
  };
}
