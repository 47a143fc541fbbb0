// What the release-fixture scripts share: a release's API built from its own tree, and a shop
// started from a built (or source) API on a PostgreSQL database.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
const PNPM = ['-y', 'pnpm@10.34.9'];

export const run = (command, args, options = {}) => execFileSync(command, args, { stdio: 'inherit', ...options });

/** Exports `release` (a commit) into a temporary folder with git archive, installs and builds its API; answers the commit and the folder. */
export function buildRelease(release) {
  const commit = execFileSync('git', ['rev-parse', release], { cwd: ROOT, encoding: 'utf8' }).trim();
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), `release-${commit.slice(0, 7)}-`));
  console.log(`release ${commit} into ${tree}`);
  execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C "${tree}"`], { cwd: ROOT, stdio: 'inherit' });
  run('npx', [...PNPM, 'install', '--frozen-lockfile', '--offline', '--filter', '@shop/api...'], { cwd: tree });
  run('npx', [...PNPM, 'run', 'build'], { cwd: path.join(tree, 'api') });
  return { commit, tree };
}

/** Empties a scratch PostgreSQL database: the shop's schemas, the job library's and drizzle's history. */
export function wipeDatabase(databaseUrl) {
  run('psql', [databaseUrl, '-qc', 'DROP SCHEMA IF EXISTS pgboss CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;'], {
    env: { ...process.env, PGOPTIONS: '--client-min-messages=warning' },
  });
}

/**
 * Starts a development shop (`args` run by node in `apiDir`: dist/main.js, or tsx on src/main.ts) on
 * `databaseUrl` and waits until it answers; answers its origin and a function that stops it.
 */
export async function startShop({ apiDir, args, databaseUrl, port, uploadDir }) {
  const origin = `http://127.0.0.1:${port}`;
  const shop = spawn(process.execPath, args, {
    cwd: apiDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, SMS_OUTBOX: '1', RATE_LIMIT_FACTOR: '20', UPLOAD_DIR: uploadDir },
  });
  const exited = new Promise((resolve) => shop.on('exit', resolve));
  const stop = async () => {
    if (shop.exitCode === null) shop.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    const answer = await fetch(`${origin}/homeapi/common/init`).catch(() => null);
    if (answer?.ok) return { origin, stop };
    if (Date.now() > deadline || shop.exitCode !== null) {
      await stop();
      throw new Error(`the shop in ${apiDir} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
