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
    payment_provider_unavailable: 'The payment service is not answering, please try again in a moment',
    refund_provider_refused: 'The payment service refused the refund',
  },
  'zh-cn': {
    balance_insufficient: '余额不足',
    payment_paid: '支付成功',
    payment_pending: '等待支付',
    sign_invalid: '通知签名无效',
    notification_stale: '通知时间戳不在有效期内',
    wechatpay_unavailable: '暂时无法连接微信支付，请稍后再试',
    wechatpay_refused: '微信支付拒绝了该请求',
    payment_provider_unavailable: '支付服务暂时无法连接，请稍后再试',
    refund_provider_refused: '支付服务拒绝了该退款',
  },
};
