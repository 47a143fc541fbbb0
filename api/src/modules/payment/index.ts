// The payment module's public entry: what other modules may use of it. Everything else in this folder is
// the module's own; the lint refuses a deep import into it (ADR 0027).
export { configurePaymentProviders, type PaymentSettings } from './payment-providers';
export { alipaySettingsFromEnv } from './alipay/alipay-settings';
export { reconcilePayments } from './reconcile-service';
export { onlinePaymentChoice, REAL_PROVIDERS, type RealProvider } from './online-payment-choice';
export { wechatpaySettingsFromEnv } from './wechatpay';
export type { WechatpaySettings } from './wechatpay';
