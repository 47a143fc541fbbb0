import type { OnlineMethod } from '../payment-provider';

/** The real providers a merchant can name in ONLINE_PAYMENT (the sandbox is chosen by its own settings). */
export const REAL_PROVIDERS = ['alipay', 'wechat'] as const satisfies readonly OnlineMethod[];
export type RealProvider = (typeof REAL_PROVIDERS)[number];

/** What ONLINE_PAYMENT says: wallet payment only (`off`), or the real providers to offer. */
export type OnlinePaymentChoice = { walletOnly: boolean; providers: RealProvider[] };

const isRealProvider = (name: string): name is RealProvider => (REAL_PROVIDERS as readonly string[]).includes(name);

/**
 * ONLINE_PAYMENT: unset (the sandbox in development; production then needs another choice), `off`
 * (wallet payment only), or the real providers to offer, comma-separated (`alipay`, `wechat`,
 * `alipay,wechat`). Anything else stops the start, naming the setting and what it takes.
 */
export function onlinePaymentChoice(raw: string | undefined): OnlinePaymentChoice {
  if (raw === undefined || raw.trim() === '' || raw === 'on') return { walletOnly: false, providers: [] };
  if (raw.trim() === 'off') return { walletOnly: true, providers: [] };
  const names = raw.split(',').map((name) => name.trim().toLowerCase());
  if (!names.every(isRealProvider) || new Set(names).size !== names.length) {
    throw new Error(`ONLINE_PAYMENT must be "off", or the providers to offer among ${REAL_PROVIDERS.join(', ')} separated by commas (for example "alipay,wechat"), got "${raw}"`);
  }
  return { walletOnly: false, providers: names };
}
