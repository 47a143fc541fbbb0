import type { ModuleMessages } from '../../http/i18n';

/** What the payment module's answers say, in both languages (http/i18n.ts gathers every module's). */
export const paymentMessages: ModuleMessages = {
  'en-us': {
    balance_insufficient: 'Insufficient balance',
    payment_paid: 'Payment successful',
    payment_pending: 'Waiting for payment',
    sign_invalid: 'The notification signature is invalid',
  },
  'zh-cn': {
    balance_insufficient: '余额不足',
    payment_paid: '支付成功',
    payment_pending: '等待支付',
    sign_invalid: '通知签名无效',
  },
};
