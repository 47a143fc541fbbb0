import type { NodeEnv } from '../../node-env';
import type { PaymentProvider, PaymentProviders } from '../payment-provider';
import { createAlipayProvider } from './alipay/alipay-provider';
import type { AlipaySettings } from './alipay/alipay-settings';
import { createSandboxProvider } from './sandbox-provider';
import type { RealProvider } from './online-payment-choice';
import { resolveSandboxGateway, type SandboxSettings } from './sandbox-settings';

export type PaymentSettings = {
  sandbox?: SandboxSettings;
  /** ALIPAY_*: the shop's Alipay app (alipay/alipay-settings.ts). */
  alipay?: AlipaySettings;
  /** ONLINE_PAYMENT=off: production runs with wallet payment only, on purpose. */
  walletOnly?: boolean;
  /** ONLINE_PAYMENT=alipay,wechat: the real providers to offer; each needs its settings. */
  providers?: RealProvider[];
};

/** A real provider ONLINE_PAYMENT names, from its settings; named without them, the start stops. */
function createRealProvider(name: RealProvider, settings: PaymentSettings): PaymentProvider {
  if (name === 'alipay' && settings.alipay) return createAlipayProvider(settings.alipay);
  throw new Error(`ONLINE_PAYMENT names ${name}, whose settings are missing (see docs/go-live.md)`);
}

/**
 * The online payment providers this shop offers. Production refuses to start without one unless
 * the operator chose wallet payment only: a shop silently without online payment is a misconfiguration.
 */
export function configurePaymentProviders(nodeEnv: NodeEnv, settings: PaymentSettings): PaymentProviders {
  const gateway = resolveSandboxGateway(nodeEnv, settings.sandbox ?? {});
  const sandbox = gateway.enabled ? createSandboxProvider(gateway.secret) : null;
  const online = new Map<PaymentProvider['code'], PaymentProvider>(sandbox ? [[sandbox.code, sandbox]] : []);
  for (const name of settings.providers ?? []) online.set(name, createRealProvider(name, settings));
  if (nodeEnv === 'production' && online.size === 0 && !settings.walletOnly) {
    throw new Error(
      'No online payment provider is configured for production. Set ONLINE_PAYMENT=off to run with wallet payment only, ' +
        'or SANDBOX_GATEWAY_ENABLED=1 with your own SANDBOX_GATEWAY_SECRET for a test-mode shop (see SECURITY.md).',
    );
  }
  return { online, sandbox };
}
