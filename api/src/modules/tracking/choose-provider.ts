import { hasDevelopmentConveniences, type NodeEnv } from '../../node-env';
import { DEV_SIMULATOR, devSimulatorProvider } from './dev-simulator';
import type { TrackingProvider } from './provider';

/** What TRACKING_PROVIDER may say: the development simulator, or none (events are added by hand). */
export const TRACKING_PROVIDERS = [DEV_SIMULATOR, 'none'] as const;

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The tracking provider the environment names (TRACKING_PROVIDER); null when there is none, and the
 * back office then adds a parcel's events by hand. Unset: the development simulator in development
 * and tests, none in production. Production refuses the simulator (it reports made-up events to
 * members) and, in any mode, a name it does not know refuses the start. TRACKING_SIMULATOR_SPEED
 * makes the simulator's hours pass faster (development only).
 */
export function trackingProviderFromEnv(nodeEnv: NodeEnv, env: Env = process.env): TrackingProvider | null {
  const name = env.TRACKING_PROVIDER?.trim() || (hasDevelopmentConveniences(nodeEnv) ? DEV_SIMULATOR : 'none');
  if (name === 'none') return null;
  if (name !== DEV_SIMULATOR) {
    throw new Error(`TRACKING_PROVIDER must be one of ${TRACKING_PROVIDERS.map((known) => `"${known}"`).join(', ')} or unset, got "${name}"`);
  }
  if (!hasDevelopmentConveniences(nodeEnv)) {
    throw new Error(`TRACKING_PROVIDER=${DEV_SIMULATOR} is the development provider (it invents a parcel's journey): production runs with "none" or a courier's provider`);
  }
  const rawSpeed = env.TRACKING_SIMULATOR_SPEED?.trim();
  const speed = rawSpeed ? Number(rawSpeed) : 1;
  if (!Number.isFinite(speed) || speed < 1 || speed > 3600) throw new Error(`TRACKING_SIMULATOR_SPEED must be a number from 1 to 3600, got "${rawSpeed}"`);
  return devSimulatorProvider(speed);
}
