import type { AppOptions } from './app';
import { DEFAULT_CHECKOUT_POLICY } from './modules/order/checkout-policy';
import { configurePaymentProviders } from './modules/payment/payment-providers';
import type { FirstAdmin } from './seed/first-admin';

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

function onlinePaymentOff(): boolean {
  const raw = process.env.ONLINE_PAYMENT;
  if (raw === undefined || raw === '' || raw === 'on') return false;
  if (raw === 'off') return true;
  throw new Error(`ONLINE_PAYMENT must be "off" (wallet payment only) or unset, got "${raw}"`);
}

function firstAdminFromEnv(): FirstAdmin | undefined {
  const username = process.env.ADMIN_USERNAME;
  const password = process.env.ADMIN_PASSWORD;
  if (!username && !password) return undefined;
  if (!username || !password) throw new Error('ADMIN_USERNAME and ADMIN_PASSWORD go together');
  return { username, password };
}

/**
 * What the environment says about the parts SECURITY.md lists: demo accounts, the first
 * administrator, online payment, the SMS outbox and the checkout limits. Wrong values stop the start.
 */
export function shopSettingsFromEnv() {
  const nodeEnv = process.env.NODE_ENV;
  const app = {
    nodeEnv,
    payment: {
      sandbox: { enabled: flagFromEnv('SANDBOX_GATEWAY_ENABLED'), secret: process.env.SANDBOX_GATEWAY_SECRET },
      walletOnly: onlinePaymentOff(),
    },
    smsOutbox: flagFromEnv('SMS_OUTBOX') ?? false,
    checkout: {
      paymentWindowMs: numberFromEnv('PAYMENT_WINDOW_MINUTES', DEFAULT_CHECKOUT_POLICY.paymentWindowMs / 60_000) * 60_000,
      flashSalePaymentWindowMs: numberFromEnv('FLASH_SALE_PAYMENT_WINDOW_MINUTES', DEFAULT_CHECKOUT_POLICY.flashSalePaymentWindowMs / 60_000) * 60_000,
      maxUnpaidOrders: numberFromEnv('MAX_UNPAID_ORDERS', DEFAULT_CHECKOUT_POLICY.maxUnpaidOrders),
      maxUnpaidUnitsPerSku: numberFromEnv('MAX_UNPAID_UNITS_PER_SKU', DEFAULT_CHECKOUT_POLICY.maxUnpaidUnitsPerSku),
    },
  } satisfies Partial<AppOptions>;
  // Refuses a bad payment set-up before the database is opened; buildApp configures it again.
  configurePaymentProviders(nodeEnv, app.payment);
  return { app, prepare: prepareSettingsFromEnv() };
}

/** What start-up seeds: demo accounts outside production only, and the first administrator if given. */
export function prepareSettingsFromEnv() {
  return { demoAccounts: process.env.NODE_ENV !== 'production', firstAdmin: firstAdminFromEnv() };
}
