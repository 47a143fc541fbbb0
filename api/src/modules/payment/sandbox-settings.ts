import { hasDevelopmentConveniences, type NodeEnv } from '../../node-env';

/** Signs sandbox notifications on developer machines and in tests; production must bring its own. */
export const DEVELOPMENT_GATEWAY_SECRET = 'sandbox-gateway-development-secret';

/** SANDBOX_GATEWAY_ENABLED and SANDBOX_GATEWAY_SECRET, as the operator set them. */
export type SandboxSettings = { enabled?: boolean; secret?: string };

type SandboxGateway = { enabled: false } | { enabled: true; secret: string };

/**
 * Whether the sandbox gateway runs, and the secret it signs with. Its Pay button marks orders paid
 * with no money moving, so it must never be served by accident: outside production it runs unless
 * turned off, with the development secret unless given one; in production it runs only when
 * explicitly enabled, with a secret of its own (16+ characters, never the development one).
 */
export function resolveSandboxGateway(nodeEnv: NodeEnv, settings: SandboxSettings): SandboxGateway {
  const production = !hasDevelopmentConveniences(nodeEnv);
  const { secret } = settings;
  if (secret !== undefined && secret !== '') {
    if (secret.length < 16) throw new Error('SANDBOX_GATEWAY_SECRET must be at least 16 characters');
    if (production && secret === DEVELOPMENT_GATEWAY_SECRET) throw new Error('SANDBOX_GATEWAY_SECRET is the development secret written in the source; production needs its own');
  }
  const enabled = settings.enabled ?? !production;
  if (!enabled) return { enabled: false };
  if (!production) return { enabled: true, secret: secret || DEVELOPMENT_GATEWAY_SECRET };
  if (!secret) throw new Error('SANDBOX_GATEWAY_ENABLED=1 in production needs SANDBOX_GATEWAY_SECRET (16+ characters, not the development secret)');
  return { enabled: true, secret };
}
