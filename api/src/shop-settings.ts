import type { FastifyInstance } from 'fastify';
import type { AppOptions } from './app';
import { DAY_MS, DEFAULT_CHECKOUT_POLICY, DEFAULT_ORDER_WINDOWS } from './modules/order';
import { alipaySettingsFromEnv, configurePaymentProviders, onlinePaymentChoice, wechatpaySettingsFromEnv } from './modules/payment';
import { smsProviderFromEnv } from './modules/sms';
import { trackingProviderFromEnv } from './modules/tracking';
import { wechatLoginFromEnv } from './modules/user';
import { publicOriginFromEnv } from './site/seo/public-origin';
import { siteOriginFromEnv } from './site/ssr/site-origin';
import { hasDevelopmentConveniences, nodeEnvFromEnv, type NodeEnv } from './node-env';
import type { FirstAdmin } from './seed/first-admin';

/**
 * The most RATE_LIMIT_FACTOR may multiply the abuse limits in production: ten times the sign-in and
 * SMS allowances covers shoppers behind one large shared address; beyond that the limits stop limiting.
 */
export const MAX_PRODUCTION_RATE_LIMIT_FACTOR = 10;

export function numberFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

/** `1`/`true` or `0`/`false`; unset leaves the choice to the default. */
function flagFromEnv(name: string): boolean | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  throw new Error(`${name} must be 1 or 0, got "${raw}"`);
}

function firstAdminFromEnv(): FirstAdmin | undefined {
  const username = process.env.ADMIN_USERNAME;
  const password = process.env.ADMIN_PASSWORD;
  if (!username && !password) return undefined;
  if (!username || !password) throw new Error('ADMIN_USERNAME and ADMIN_PASSWORD go together');
  return { username, password };
}

/** The longest an order window may be set to: a quarter of a year. */
export const MAX_WINDOW_DAYS = 90;

/**
 * A number of days (AUTO_RECEIVE_DAYS, REVIEW_WINDOW_DAYS, AFTER_SALES_DAYS) in milliseconds. In
 * production a whole number of days from 1 to MAX_WINDOW_DAYS; development and tests also take a
 * fraction (0.0005 is 43 seconds), so that an end-to-end run sees an order finish by itself.
 */
function windowDaysFromEnv(name: string, fallbackMs: number, nodeEnv: NodeEnv): number {
  const days = numberFromEnv(name, fallbackMs / DAY_MS);
  if (!hasDevelopmentConveniences(nodeEnv) && (!Number.isInteger(days) || days > MAX_WINDOW_DAYS)) {
    throw new Error(`${name} must be a whole number of days from 1 to ${MAX_WINDOW_DAYS} in production, got "${process.env[name]}"`);
  }
  return days * DAY_MS;
}

function rateLimitFactorFromEnv(nodeEnv: NodeEnv): number {
  const factor = numberFromEnv('RATE_LIMIT_FACTOR', 1);
  if (!hasDevelopmentConveniences(nodeEnv) && factor > MAX_PRODUCTION_RATE_LIMIT_FACTOR) {
    throw new Error(`RATE_LIMIT_FACTOR may be at most ${MAX_PRODUCTION_RATE_LIMIT_FACTOR} in production (it multiplies the sign-in, SMS and upload limits), got "${process.env.RATE_LIMIT_FACTOR}"`);
  }
  return factor;
}

/**
 * What the environment says about the parts SECURITY.md lists: the mode, demo accounts, the first
 * administrator, online payment, the SMS provider and outbox, the tracking provider, the abuse and checkout limits, the order windows.
 * Wrong values stop the start.
 */
export function shopSettingsFromEnv() {
  const nodeEnv = nodeEnvFromEnv();
  const smsProvider = smsProviderFromEnv(nodeEnv);
  const trackingProvider = trackingProviderFromEnv(nodeEnv);
  const app = {
    nodeEnv,
    rateLimitFactor: rateLimitFactorFromEnv(nodeEnv),
    trustProxy: flagFromEnv('TRUST_PROXY') ?? false,
    nodeName: process.env.API_NODE_NAME || undefined,
    publicOrigin: publicOriginFromEnv(process.env.PUBLIC_ORIGIN, nodeEnv),
    siteOrigin: siteOriginFromEnv(process.env.SITE_ORIGIN),
    payment: {
      sandbox: { enabled: flagFromEnv('SANDBOX_GATEWAY_ENABLED'), secret: process.env.SANDBOX_GATEWAY_SECRET },
      ...onlinePaymentChoice(process.env.ONLINE_PAYMENT),
      alipay: alipaySettingsFromEnv(process.env),
      wechat: wechatpaySettingsFromEnv(process.env),
    },
    smsOutbox: flagFromEnv('SMS_OUTBOX') ?? false,
    smsSender: smsProvider?.send,
    wechatLogin: wechatLoginFromEnv(nodeEnv),
    checkout: {
      paymentWindowMs: numberFromEnv('PAYMENT_WINDOW_MINUTES', DEFAULT_CHECKOUT_POLICY.paymentWindowMs / 60_000) * 60_000,
      flashSalePaymentWindowMs: numberFromEnv('FLASH_SALE_PAYMENT_WINDOW_MINUTES', DEFAULT_CHECKOUT_POLICY.flashSalePaymentWindowMs / 60_000) * 60_000,
      maxUnpaidOrders: numberFromEnv('MAX_UNPAID_ORDERS', DEFAULT_CHECKOUT_POLICY.maxUnpaidOrders),
      maxUnpaidUnitsPerSku: numberFromEnv('MAX_UNPAID_UNITS_PER_SKU', DEFAULT_CHECKOUT_POLICY.maxUnpaidUnitsPerSku),
    },
    orderWindows: {
      autoReceiveMs: windowDaysFromEnv('AUTO_RECEIVE_DAYS', DEFAULT_ORDER_WINDOWS.autoReceiveMs, nodeEnv),
      reviewMs: windowDaysFromEnv('REVIEW_WINDOW_DAYS', DEFAULT_ORDER_WINDOWS.reviewMs, nodeEnv),
      afterSalesMs: windowDaysFromEnv('AFTER_SALES_DAYS', DEFAULT_ORDER_WINDOWS.afterSalesMs, nodeEnv),
    },
  } satisfies Partial<AppOptions>;
  // Refuses a bad payment set-up before the database is opened; buildApp configures it again.
  configurePaymentProviders(nodeEnv, app.payment);
  return { app, prepare: prepareSettingsFromEnv(nodeEnv), smsProvider: smsProvider?.name ?? null, trackingProvider };
}

/** What start-up seeds: demo accounts in development and tests only, and the first administrator if given. */
export function prepareSettingsFromEnv(nodeEnv: NodeEnv = nodeEnvFromEnv()) {
  return { demoAccounts: hasDevelopmentConveniences(nodeEnv), firstAdmin: firstAdminFromEnv() };
}

/**
 * What the start log says the shop runs with, so that an operator reading it knows the mode, the
 * payment and SMS set-up, the limits and the node without reading the environment. No secret.
 */
export function describeStart(settings: ReturnType<typeof shopSettingsFromEnv>, app: FastifyInstance, driver: string) {
  const { nodeEnv, payment, smsOutbox, rateLimitFactor, trustProxy, nodeName, orderWindows } = settings.app;
  return {
    node_env: nodeEnv,
    node: nodeName ?? null,
    database: driver,
    online_payment: [...app.paymentProviders.online.keys()],
    sandbox_gateway: app.paymentProviders.sandbox !== null,
    wallet_only: payment.walletOnly,
    sms: settings.smsProvider ?? (hasDevelopmentConveniences(nodeEnv) ? 'terminal' : 'none (sms/send answers 503)'),
    sms_outbox: smsOutbox,
    tracking: settings.trackingProvider?.name ?? 'none (the back office adds tracking events by hand)',
    wechat_sign_in: settings.app.wechatLogin !== null,
    demo_accounts: settings.prepare.demoAccounts,
    rate_limit_factor: rateLimitFactor,
    trust_proxy: trustProxy,
    order_window_days: { auto_receive: orderWindows.autoReceiveMs / DAY_MS, review: orderWindows.reviewMs / DAY_MS, after_sales: orderWindows.afterSalesMs / DAY_MS },
    listening: app.addresses().map((address) => (typeof address === 'string' ? address : `${address.address}:${address.port}`)),
  };
}
