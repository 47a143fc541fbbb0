/** Signs sandbox notifications on developer machines and in tests; production must bring its own. */
export const DEVELOPMENT_GATEWAY_SECRET = 'sandbox-gateway-development-secret';

/** The gateway secret from SANDBOX_GATEWAY_SECRET; production refuses to start without one. */
export function resolveGatewaySecret(nodeEnv: string | undefined, configured: string | undefined): string {
  if (configured) {
    if (configured.length < 16) throw new Error('SANDBOX_GATEWAY_SECRET must be at least 16 characters');
    return configured;
  }
  if (nodeEnv === 'production') throw new Error('SANDBOX_GATEWAY_SECRET must be set in production');
  return DEVELOPMENT_GATEWAY_SECRET;
}
