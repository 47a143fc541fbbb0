import type { ModuleMessages } from '../../http/i18n';

/** What the payment module's answers say, in both languages (http/i18n.ts gathers every module's). */
export const paymentMessages: ModuleMessages = {
  'en-us': {
    balance_insufficient: 'Insufficient balance',
    payment_paid: 'Payment successful',
    payment_pending: 'Waiting for payment',
    sign_invalid: 'The notification signature is invalid',
    payment_provider_unavailable: 'The payment service is not answering, please try again in a moment',
    refund_provider_refused: 'The payment service refused the refund',
  },
  'zh-cn': {
    balance_insufficient: '余额不足',
    payment_paid: '支付成功',
    payment_pending: '等待支付',
    sign_invalid: '通知签名无效',
    payment_provider_unavailable: '支付服务暂时无法连接，请稍后再试',
    refund_provider_refused: '支付服务拒绝了该退款',
  },
};
