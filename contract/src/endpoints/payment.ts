import type { z } from 'zod';
import type { alipayNotifyForm, notificationReceipt, orderPaymentQuery, payBody, paymentInfo, paymentResult, sandboxNotifyBody, sandboxPageForm, sandboxPayQuery } from '../payment';
import type { Endpoint } from '../endpoint';

export const getPaymentInfo: Endpoint<typeof orderPaymentQuery, typeof paymentInfo> = { operationId: 'getPaymentInfo', method: 'GET', path: '/order/payment' };
export const payOrder: Endpoint<typeof payBody, typeof paymentResult> = { operationId: 'payOrder', method: 'POST', path: '/payment/index' };
export const showSandboxPayPage: Endpoint<typeof sandboxPayQuery, z.ZodNull> = { operationId: 'showSandboxPayPage', method: 'GET', path: '/sandbox/pay' };
export const confirmSandboxPayment: Endpoint<typeof sandboxPageForm, z.ZodNull> = { operationId: 'confirmSandboxPayment', method: 'POST', path: '/sandbox/pay/confirm' };
export const cancelSandboxPayment: Endpoint<typeof sandboxPageForm, z.ZodNull> = { operationId: 'cancelSandboxPayment', method: 'POST', path: '/sandbox/pay/cancel' };
export const receiveSandboxNotification: Endpoint<typeof sandboxNotifyBody, typeof notificationReceipt> = { operationId: 'receiveSandboxNotification', method: 'POST', path: '/sandbox/notify' };
/** WeChat Pay's notifications: a signed JSON body with an AES-GCM encrypted resource, read raw; answered 204 or `{code: 'FAIL', message}`. */
export const receiveWechatpayNotification: Endpoint<undefined, z.ZodNull> = { operationId: 'receiveWechatpayNotification', method: 'POST', path: '/payment/wechat/notify' };
export const receiveWechatpayRefundNotification: Endpoint<undefined, z.ZodNull> = { operationId: 'receiveWechatpayRefundNotification', method: 'POST', path: '/payment/wechat/refund-notify' };
export const receiveAlipayNotification: Endpoint<typeof alipayNotifyForm, z.ZodNull> = { operationId: 'receiveAlipayNotification', method: 'POST', path: '/payment/alipay/notify' };
