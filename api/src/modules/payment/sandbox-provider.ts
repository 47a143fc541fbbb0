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
      return { payment_no: payment.paymentNo, status: payment.status, amount_cents: payment.amountCents };
    },
    payOnPage: (db, token, now) => payOnSandboxPage(db, secret, token, now),
  };
}
