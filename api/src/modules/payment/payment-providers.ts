import type { NodeEnv } from '../../node-env';
import type { PaymentProvider, PaymentProviders } from '../payment-provider';
import { createAlipayProvider } from './alipay/alipay-provider';
import type { AlipaySettings } from './alipay/alipay-settings';
import { createSandboxProvider } from './sandbox-provider';
import type { RealProvider } from './online-payment-choice';
import { resolveSandboxGateway, type SandboxSettings } from './sandbox-settings';
import { createWechatpayProvider, type WechatpaySettings } from './wechatpay';

export type PaymentSettings = {
  sandbox?: SandboxSettings;
  /** WECHATPAY_*: WeChat Pay APIv3 (wechatpaySettingsFromEnv). */
  wechat?: WechatpaySettings;
  /** ALIPAY_*: the shop's Alipay app (alipay/alipay-settings.ts). */
  alipay?: AlipaySettings;
  /** ONLINE_PAYMENT=off: production runs with wallet payment only, on purpose. */
  walletOnly?: boolean;
  /** ONLINE_PAYMENT=alipay,wechat: the real providers to offer; each needs its settings. */
  providers?: RealProvider[];
};

/** What each real provider is made from, when its settings are there. */
const REAL_PROVIDER_FACTORIES: Record<RealProvider, { required: string; create: (settings: PaymentSettings) => PaymentProvider | undefined }> = {
  alipay: { required: 'ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY and ALIPAY_PUBLIC_KEY', create: (settings) => (settings.alipay ? createAlipayProvider(settings.alipay) : undefined) },
  wechat: {
    required: 'WECHATPAY_MCHID, WECHATPAY_APPID, WECHATPAY_SERIAL_NO, WECHATPAY_PRIVATE_KEY, WECHATPAY_PLATFORM_PUBLIC_KEY, WECHATPAY_PLATFORM_PUBLIC_KEY_ID and WECHATPAY_APIV3_KEY',
    create: (settings) => (settings.wechat ? createWechatpayProvider(settings.wechat) : undefined),
  },
};

/**
 * The real providers offered: exactly those ONLINE_PAYMENT names, each refusing the start without its
 * settings; without ONLINE_PAYMENT, every provider whose settings are there.
 */
function realProviders(settings: PaymentSettings): PaymentProvider[] {
  const named = settings.providers ?? [];
  const names = named.length > 0 ? named : (Object.keys(REAL_PROVIDER_FACTORIES) as RealProvider[]);
  return names.flatMap((name) => {
    const factory = REAL_PROVIDER_FACTORIES[name];
    const provider = factory.create(settings);
    if (!provider && named.includes(name)) throw new Error(`ONLINE_PAYMENT names ${name}, which needs ${factory.required} (see docs/go-live.md)`);
    return provider ? [provider] : [];
  });
}

/**
 * The online payment providers this shop offers. Production refuses to start without one unless
 * the operator chose wallet payment only: a shop silently without online payment is a misconfiguration.
 */
export function configurePaymentProviders(nodeEnv: NodeEnv, settings: PaymentSettings): PaymentProviders {
  const gateway = resolveSandboxGateway(nodeEnv, settings.sandbox ?? {});
  const sandbox = gateway.enabled ? createSandboxProvider(gateway.secret) : null;
  const online = new Map<PaymentProvider['code'], PaymentProvider>(sandbox ? [[sandbox.code, sandbox]] : []);
  for (const provider of realProviders(settings)) online.set(provider.code, provider);
  if (nodeEnv === 'production' && online.size === 0 && !settings.walletOnly) {
    throw new Error(
      'No online payment provider is configured for production. Set ONLINE_PAYMENT=off to run with wallet payment only, ' +
        'or SANDBOX_GATEWAY_ENABLED=1 with your own SANDBOX_GATEWAY_SECRET for a test-mode shop (see SECURITY.md).',
    );
  }
  return { online, sandbox };
}
