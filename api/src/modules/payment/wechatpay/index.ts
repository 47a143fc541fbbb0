export { createWechatpayProvider, isWechatpayProvider, WECHATPAY_NOTIFY_PATH, type WechatpayProvider } from './provider';
export { wechatpaySettingsFromEnv, WECHATPAY_BASE_URL, type WechatpaySettings } from './settings';
export { wechatpayRoutes } from './notify';
