// Helpers shared by the root scripts: run pnpm through npx (only Node and npm are assumed), and
// know which apps make up the site.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = '10.34.9';
/** The host and every remote folder that holds a package. */
export const FRONTEND_APPS = fs
  .readdirSync(ROOT)
  .filter((name) => (name === 'host' || name.startsWith('mf-')) && fs.existsSync(path.join(ROOT, name, 'package.json')))
  .sort();
export const APPS = [...FRONTEND_APPS, 'api'];

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`));
    });
  });
}

export function pnpm(args, options) {
  return run('npx', ['--yes', `pnpm@${PNPM_VERSION}`, ...args], options);
}

/** Installs the workspace exactly as the lock file says, when it is not installed yet. */
export async function ensureInstalled() {
  const marker = path.join(ROOT, 'node_modules', '.modules.yaml');
  const lock = path.join(ROOT, 'pnpm-lock.yaml');
  if (fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs) return;
  await pnpm(['install', '--frozen-lockfile']);
}

/** What a build or a check writes beside the sources, never read by a build: `api/openapi.json` is written by `lint:openapi`. */
const NOT_INPUTS = new Set(['node_modules', 'dist', 'dist-monolith', 'openapi.json']);

/**
 * The newest time a file under `target` was written. A folder's own time is not counted: it moves
 * whenever anything is made or removed in it, an ignored `.data` folder or a test's scratch file
 * included, and that made the API look stale after its own suites. A source removed without any
 * other file changing was imported by nothing, so the build it leaves behind is still right.
 */
function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (NOT_INPUTS.has(entry) || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** An app needs a build when its dist is missing or older than its sources, the shared package or a kit. */
export function needsBuild(app) {
  const dist = path.join(ROOT, app, 'dist');
  if (!fs.existsSync(dist)) return true;
  const built = fs.statSync(dist).mtimeMs;
  const inputs = [path.join(ROOT, app)];
  inputs.push(path.join(ROOT, 'contract'));
  if (app !== 'api') inputs.push(path.join(ROOT, 'shared'), path.join(ROOT, 'kits'));
  return inputs.some((input) => newestMtime(input) > built);
}

/**
 * Builds the given apps, two at a time (a build takes about 500 MB and one core), then marks every
 * one built as of the end: a build changes the folders the others read (the API's creates
 * `contract/dist`, which touches `contract/`), and a dist marked when its own build ended would look
 * older than that to needsBuild, so the next `npm test` built everything again.
 */
export async function buildApps(apps) {
  const queue = [...apps];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      console.log(`building ${app}`);
      await pnpm(['--filter', `./${app}`, 'run', 'build']);
    }
  };
  await Promise.all([worker(), worker()]);
  const built = new Date();
  for (const app of apps) fs.utimesSync(path.join(ROOT, app, 'dist'), built, built);
}
