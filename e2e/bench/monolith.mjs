// The monolith the benchmark measures beside the federation (docs/adr/0017-monolith-build-for-measuring.md):
// the same host built with every remote's pages in it (SHOP_BUILD=monolith, shared/webpack/monolith.cjs)
// into host/dist-monolith, served by the same API started with HOST_DIST_DIR. The shell still reads the
// registry and each remote's routes.json, so the remotes' own builds must be there too (startShop
// builds whatever is stale).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpm } from '../../scripts/workspace.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const MONOLITH_DIST = path.join(ROOT, 'host', 'dist-monolith');

/**
 * Builds the monolith for production. Returns the environment that makes a shop serve it
 * (`startShop(port, { env })`) and how long the build took.
 */
export async function buildMonolith() {
  const started = performance.now();
  await pnpm(['--filter', './host', 'run', 'build'], { env: { ...process.env, SHOP_BUILD: 'monolith' } });
  return { env: { HOST_DIST_DIR: MONOLITH_DIST }, seconds: (performance.now() - started) / 1000 };
}

/**
 * Throws unless the shop at `origin` serves the monolith's shell: one that ignored HOST_DIST_DIR
 * would measure the federation twice and report no difference.
 */
export async function checkServesMonolith(origin) {
  const built = fs.readFileSync(path.join(MONOLITH_DIST, 'main.js'), 'utf8');
  const served = await (await fetch(`${origin}/home/main.js`)).text();
  if (served !== built) throw new Error(`${origin} does not serve the monolith: start it with HOST_DIST_DIR=${MONOLITH_DIST}`);
}
