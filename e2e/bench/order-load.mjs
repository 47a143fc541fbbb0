import { runOnBothDatabases } from './load-script.mjs';

/**
 * The ordering load (50 concurrent buyers placing and paying orders for `seconds`, over HTTP against
 * the API as its own process) on the embedded database, then on PostgreSQL (benchPostgres's answer).
 */
export function measureOrderLoad(seconds, postgres) {
  return runOnBothDatabases('bench-orders', postgres, { BENCH_SECONDS: String(seconds) });
}
