import { runLoadScript } from './load-script.mjs';

/** The flash sale on the embedded database, then on PostgreSQL when one can be reached. */
export async function measureFlashSale() {
  return [await runLoadScript('bench-flash-sale', 'pglite'), await runLoadScript('bench-flash-sale', 'postgres')];
}

/** One line for the terminal. */
export function describeFlashSale(run) {
  const where = run.driver === 'pglite' ? 'embedded PGlite' : 'PostgreSQL';
  if (run.skipped) return `Flash sale on ${where}: skipped (${run.skipped})`;
  if (run.failed && run.settled_ms === undefined) return `Flash sale on ${where}: FAILED\n${run.failed}`;
  const verdict = run.exact && !run.failed ? 'exact' : 'NOT EXACT: FAILED';
  return (
    `Flash sale on ${where}, ${run.buyers} concurrent buyers over HTTP for ${run.units} units: all answered in ${run.settled_ms} ms; ` +
    `p50 ${run.p50_ms} ms, p99 ${run.p99_ms} ms; units sold ${run.units_sold} (${verdict}); ${run.answered_sold_out} told sold out, ${run.server_errors} 5xx`
  );
}
