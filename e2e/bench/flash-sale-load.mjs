import { runOnBothDatabases } from './load-script.mjs';

/** The flash sale on the embedded database, then on PostgreSQL (benchPostgres's answer). */
export function measureFlashSale(postgres) {
  return runOnBothDatabases('bench-flash-sale', postgres);
}
