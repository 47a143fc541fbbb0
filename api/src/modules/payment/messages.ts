import type { ModuleMessages } from '../../http/i18n';

/** What the payment module's answers say, in both languages (http/i18n.ts gathers every module's). */
export const paymentMessages: ModuleMessages = {
  'en-us': {
    balance_insufficient: 'Insufficient balance',
    payment_paid: 'Payment successful',
    payment_pending: 'Waiting for payment',
    sign_invalid: 'The notification signature is invalid',
    notification_stale: 'The notification is too old or from the future',
    wechatpay_unavailable: 'WeChat Pay cannot be reached right now, please try again later',
    wechatpay_refused: 'WeChat Pay refused the request',
  },
  'zh-cn': {
    balance_insufficient: '余额不足',
    payment_paid: '支付成功',
    payment_pending: '等待支付',
    sign_invalid: '通知签名无效',
    notification_stale: '通知时间戳不在有效期内',
    wechatpay_unavailable: '暂时无法连接微信支付，请稍后再试',
    wechatpay_refused: '微信支付拒绝了该请求',
  },
};
