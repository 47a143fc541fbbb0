import type { MetricsListenerOptions } from './metrics-server';

/** Where the metrics listener binds unless METRICS_HOST says otherwise: this machine only. */
export const METRICS_DEFAULT_HOST = '127.0.0.1';

/**
 * The metrics listener's settings (ADR 0035): off unless METRICS_PORT names a port, which must not
 * be the shop's own (PORT, default 8080), since that one is the public one. METRICS_HOST is where it
 * binds (loopback by default; a container names its internal address or 0.0.0.0 behind no published port).
 */
export function metricsSettingsFromEnv(env: NodeJS.ProcessEnv): MetricsListenerOptions | null {
  const raw = env.METRICS_PORT;
  if (raw === undefined || raw === '') return null;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`METRICS_PORT must be a port number (1-65535), got "${raw}"`);
  if (port === Number(env.PORT || 8080)) throw new Error('METRICS_PORT must differ from PORT: the metrics are never served on the shop’s public port');
  return { port, host: env.METRICS_HOST || METRICS_DEFAULT_HOST, nodeName: env.API_NODE_NAME || undefined };
}
