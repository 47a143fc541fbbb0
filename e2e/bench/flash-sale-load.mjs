import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SCRIPT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../api/scripts/bench-flash-sale.mjs');

/**
 * The flash sale under load (1,000 buyers over HTTP for 100 units) on one database driver: its
 * JSON summary, `{driver, skipped}` when there is no PostgreSQL to use, or `{driver, failed}` when
 * the run failed or did not sell exactly the units on offer.
 */
function measureOn(driver) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [SCRIPT, driver], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ driver, failed: error.message }));
    child.on('exit', (code) => {
      const lines = output.trim().split('\n');
      let summary = null;
      try {
        summary = JSON.parse(lines.pop() ?? '');
      } catch {
        /* no summary: the run broke before its end */
      }
      if (code !== 0 || summary === null) resolve({ driver, ...summary, failed: `bench-flash-sale exited with ${code}:\n${output}` });
      else resolve(summary);
    });
  });
}

/** The flash sale on the embedded database, then on PostgreSQL when one can be reached. */
export async function measureFlashSale() {
  return [await measureOn('pglite'), await measureOn('postgres')];
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
