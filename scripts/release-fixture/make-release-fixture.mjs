#!/usr/bin/env node
// Writes the previous release's database fixture (ADR 0038). At each release, run
//
//   node scripts/release-fixture/make-release-fixture.mjs --database-url postgres://…/scratch [--release <commit>] [--port 34010]
//
// It exports the release's tree (git archive: nothing in this checkout changes), installs and builds
// that release's API, starts it in development mode on the scratch PostgreSQL database (wiped first),
// lets it migrate and seed its demo shop, drives it over HTTP (drive-shop.mjs), stops it, and dumps
// the database as plain SQL (no owners, no privileges, INSERTs that PGlite also reads) into
// api/src/testing/release-fixture/previous-release.sql.gz. The dump is made deterministic: the
// pg_dump version lines and its per-run \restrict key are left out and the gzip carries no date.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { driveShop } from './drive-shop.mjs';
import { FIXTURE_FILE } from './fixture-file.mjs';
import { buildRelease, ROOT, startShop, wipeDatabase } from './release-tree.mjs';

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

const { commit, tree } = buildRelease(values.release);
wipeDatabase(databaseUrl);
const shop = await startShop({ apiDir: path.join(tree, 'api'), args: ['dist/main.js'], databaseUrl, port: values.port, uploadDir: path.join(tree, 'uploads') });
try {
  await driveShop(shop.origin);
} catch (error) {
  await shop.stop();
  fs.rmSync(tree, { recursive: true, force: true });
  throw error;
}
await shop.stop();

const dump = execFileSync('pg_dump', ['--no-owner', '--no-privileges', '--inserts', '--rows-per-insert=100', databaseUrl], {
  encoding: 'utf8',
  maxBuffer: 256 * 1024 * 1024,
});
const journal = JSON.parse(fs.readFileSync(path.join(tree, 'api/drizzle/meta/_journal.json'), 'utf8'));
const lines = dump.split('\n').filter((line) => !/^\\(un)?restrict /.test(line) && !/^-- Dumped (from|by) /.test(line));
const header = [
  `-- The previous release's database (ADR 0038): commit ${commit}, migrations through ${journal.entries.at(-1).tag}.`,
  '-- Written by scripts/release-fixture/make-release-fixture.mjs; never edit it by hand.',
];
fs.mkdirSync(path.dirname(values.out), { recursive: true });
fs.writeFileSync(values.out, zlib.gzipSync([...header, ...lines].join('\n'), { level: 9 }));
fs.rmSync(tree, { recursive: true, force: true });
console.log(`wrote ${path.relative(ROOT, values.out)} (${fs.statSync(values.out).size} bytes)`);
