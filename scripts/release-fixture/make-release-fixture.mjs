#!/usr/bin/env node
// Writes the previous release's database fixture (ADR 0038): at each release, run
//
//   node scripts/release-fixture/make-release-fixture.mjs --database-url postgres://…/scratch [--release <commit>] [--port 34010]
//
// It exports the release's tree (git archive, nothing in this checkout changes), installs and builds
// that release's API, starts it in development mode on the scratch PostgreSQL database (wiped first),
// lets it migrate and seed its demo shop, drives it over HTTP (drive-shop.mjs), stops it, and dumps
// the database as plain SQL (no owners, no privileges, INSERTs that PGlite also reads) into
// api/src/testing/release-fixture/previous-release.sql.gz. The dump is made deterministic: the
// pg_dump version lines and its per-run \restrict key are left out and the gzip carries no date.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { driveShop } from './drive-shop.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const FIXTURE_FILE = path.join(ROOT, 'api/src/testing/release-fixture/previous-release.sql.gz');
const PNPM = ['-y', 'pnpm@10.34.9'];

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    release: { type: 'string', default: 'HEAD' },
    port: { type: 'string', default: '34010' },
    out: { type: 'string', default: FIXTURE_FILE },
  },
});
const databaseUrl = values['database-url'];
if (!databaseUrl) {
  console.error('--database-url: a scratch PostgreSQL database this script may wipe');
  process.exit(2);
}

const run = (command, args, options = {}) => execFileSync(command, args, { stdio: 'inherit', ...options });
const commit = execFileSync('git', ['rev-parse', values.release], { cwd: ROOT, encoding: 'utf8' }).trim();
const tree = fs.mkdtempSync(path.join(os.tmpdir(), `release-${commit.slice(0, 7)}-`));
console.log(`release ${commit} into ${tree}`);
execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C "${tree}"`], { cwd: ROOT, stdio: 'inherit' });
run('npx', [...PNPM, 'install', '--frozen-lockfile', '--offline', '--filter', '@shop/api...'], { cwd: tree });
run('npx', [...PNPM, 'run', 'build'], { cwd: path.join(tree, 'api') });

run('psql', [databaseUrl, '-qc', 'DROP SCHEMA IF EXISTS pgboss CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;']);

const origin = `http://127.0.0.1:${values.port}`;
const shop = spawn(process.execPath, ['dist/main.js'], {
  cwd: path.join(tree, 'api'),
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: values.port,
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    SMS_OUTBOX: '1',
    RATE_LIMIT_FACTOR: '20',
    UPLOAD_DIR: path.join(tree, 'uploads'),
  },
});
const exited = new Promise((resolve) => shop.on('exit', resolve));
try {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const answer = await fetch(`${origin}/homeapi/common/init`).catch(() => null);
    if (answer?.ok) break;
    if (Date.now() > deadline || shop.exitCode !== null) throw new Error('the release API did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await driveShop(origin);
} finally {
  shop.kill('SIGTERM');
  await exited;
}

const dump = execFileSync('pg_dump', ['--no-owner', '--no-privileges', '--inserts', '--rows-per-insert=100', databaseUrl], {
  encoding: 'utf8',
  maxBuffer: 256 * 1024 * 1024,
});
const journal = JSON.parse(fs.readFileSync(path.join(tree, 'api/drizzle/meta/_journal.json'), 'utf8'));
const lines = dump.split('\n').filter((line) => !/^\\(un)?restrict /.test(line) && !/^-- Dumped (from|by) /.test(line));
const header = [`-- The previous release's database (ADR 0038): commit ${commit}, migrations through ${journal.entries.at(-1).tag}.`, '-- Written by scripts/release-fixture/make-release-fixture.mjs; never edit it by hand.'];
fs.mkdirSync(path.dirname(values.out), { recursive: true });
fs.writeFileSync(values.out, zlib.gzipSync([...header, ...lines].join('\n'), { level: 9 }));
fs.rmSync(tree, { recursive: true, force: true });
console.log(`wrote ${path.relative(ROOT, values.out)} (${fs.statSync(values.out).size} bytes)`);
