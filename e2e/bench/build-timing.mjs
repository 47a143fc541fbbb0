import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { APPS, ROOT, pnpm } from '../../scripts/workspace.mjs';

/** Seconds `work` took, to a tenth. */
async function timed(work) {
  const started = performance.now();
  await work();
  return Math.round((performance.now() - started) / 100) / 10;
}

/**
 * Times the whole production build (`pnpm run build`: every front-end app and the API) and then one
 * remote alone, and marks every dist as fresh for `npm start`'s staleness check. Cold: production
 * builds keep no persistent cache. Answers the seconds and the number of apps built.
 */
export async function timeBuilds(remote) {
  if (!fs.existsSync(path.join(ROOT, remote, 'package.json'))) throw new Error(`BENCH_REMOTE=${remote}: no such app`);
  const wholeSeconds = await timed(() => pnpm(['run', 'build']));
  const remoteSeconds = await timed(() => pnpm(['--filter', `./${remote}`, 'run', 'build']));
  const now = new Date();
  for (const app of APPS) fs.utimesSync(path.join(ROOT, app, 'dist'), now, now);
  return { wholeSeconds, apps: APPS.length, remote, remoteSeconds };
}

/**
 * The monolith build (e2e/bench/monolith.mjs), timed: answers the environment that makes a shop
 * serve it and that module's check that a shop does. Its absence is an error, never a skipped row.
 */
export async function buildMonolithTimed() {
  if (!fs.existsSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'monolith.mjs'))) {
    throw new Error('e2e/bench/monolith.mjs is missing: the monolith build mode cannot be measured');
  }
  const { buildMonolith, checkServesMonolith } = await import('./monolith.mjs');
  let built;
  const seconds = await timed(async () => (built = await buildMonolith()));
  if (!built?.env?.HOST_DIST_DIR) throw new Error(`buildMonolith() answered ${JSON.stringify(built)}: no env.HOST_DIST_DIR to serve`);
  return { seconds, env: built.env, checkServes: checkServesMonolith };
}
