import type { NodeEnv } from '../../node-env';
import type { PaymentProvider, PaymentProviders } from '../payment-provider';
import { createAlipayProvider } from './alipay/alipay-provider';
import type { AlipaySettings } from './alipay/alipay-settings';
import { createSandboxProvider } from './sandbox-provider';
import { resolveSandboxGateway, type SandboxSettings } from './sandbox-settings';

export type PaymentSettings = {
  sandbox?: SandboxSettings;
  /** ALIPAY_*: the shop's Alipay app (alipay/alipay-settings.ts). */
  alipay?: AlipaySettings;
  /** ONLINE_PAYMENT=off: production runs with wallet payment only, on purpose. */
  walletOnly?: boolean;
};

/**
 * The online payment providers this shop offers. Production refuses to start without one unless
 * the operator chose wallet payment only: a shop silently without online payment is a misconfiguration.
 */
export function configurePaymentProviders(nodeEnv: NodeEnv, settings: PaymentSettings): PaymentProviders {
  const gateway = resolveSandboxGateway(nodeEnv, settings.sandbox ?? {});
  const sandbox = gateway.enabled ? createSandboxProvider(gateway.secret) : null;
  const online = new Map<PaymentProvider['code'], PaymentProvider>(sandbox ? [[sandbox.code, sandbox]] : []);
  if (settings.alipay) online.set('alipay', createAlipayProvider(settings.alipay));
  if (nodeEnv === 'production' && online.size === 0 && !settings.walletOnly) {
    throw new Error(
      'No online payment provider is configured for production. Set ONLINE_PAYMENT=off to run with wallet payment only, ' +
        'or SANDBOX_GATEWAY_ENABLED=1 with your own SANDBOX_GATEWAY_SECRET for a test-mode shop (see SECURITY.md).',
    );
  }
  return { online, sandbox };
}
