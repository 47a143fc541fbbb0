import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** The server scripts/start-test-postgres.sh sets up; the benches make scratch databases on it. */
const CI_DATABASE_URL = 'postgres://shop_ci:shop_ci@localhost:5432/shop_ci';

const asPostgres = (sql) => execFileSync('su', ['postgres', '-c', `psql -qtAc "${sql}"`], { encoding: 'utf8' }).trim();

/**
 * Debian's PostgreSQL, as scripts/start-test-postgres.sh prepares it (without installing anything):
 * the newest cluster started, the shop_ci role and database there. Needs root.
 */
function localDebianServer() {
  const version = fs
    .readdirSync('/usr/lib/postgresql')
    .sort((a, b) => Number(a) - Number(b))
    .pop();
  if (!execFileSync('pg_lsclusters', ['-h'], { encoding: 'utf8' }).split('\n').some((line) => line.startsWith(`${version} main `))) {
    execFileSync('pg_createcluster', [version, 'main'], { stdio: 'ignore' });
  }
  try {
    execFileSync('pg_ctlcluster', [version, 'main', 'start'], { stdio: 'ignore' });
  } catch {
    /* already running */
  }
  if (asPostgres("SELECT 1 FROM pg_roles WHERE rolname='shop_ci'") !== '1') asPostgres("CREATE USER shop_ci WITH PASSWORD 'shop_ci' SUPERUSER");
  if (asPostgres("SELECT 1 FROM pg_database WHERE datname='shop_ci'") !== '1') asPostgres('CREATE DATABASE shop_ci OWNER shop_ci');
  return CI_DATABASE_URL;
}

/**
 * Where the PostgreSQL figures are measured: `{url}` of a server whose role may create databases
 * (BENCH_DATABASE_URL, else Debian's local server when the bench runs as root), or `{skipped}` when
 * BENCH_POSTGRES=off. Anything else stops with what to do: the figure is never dropped silently.
 */
export function benchPostgres() {
  if (process.env.BENCH_POSTGRES === 'off') return { skipped: 'BENCH_POSTGRES=off' };
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL };
  const debian = fs.existsSync('/usr/lib/postgresql') && fs.existsSync('/usr/bin/pg_ctlcluster');
  if (debian && process.getuid?.() === 0) return { url: localDebianServer() };
  throw new Error(
    'No PostgreSQL for the write benches: set BENCH_DATABASE_URL to a server whose role may CREATE DATABASE, ' +
      "or run the bench as root with Debian's postgresql installed (apt-get install postgresql), " +
      'or set BENCH_POSTGRES=off to leave PostgreSQL out (the table then says so).',
  );
}
