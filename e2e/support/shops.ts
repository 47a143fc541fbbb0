import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The suite runs one shop per Playwright worker, each on a fresh embedded database of its own, so
 * that two workers never meet in one member's cart or wallet, a product's stock or the home design:
 * a spec file sees its own shop as it would see the only one. E2E_WORKERS=1 runs one shop.
 */
export const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const FIRST_PORT = Number(process.env.E2E_PORT ?? 8181);

/** The shop a worker tests (its `parallelIndex`, 0 to WORKERS - 1). */
export function shopOrigin(parallelIndex: number): string {
  return `http://localhost:${FIRST_PORT + parallelIndex}`;
}

export function shopPort(parallelIndex: number): number {
  return FIRST_PORT + parallelIndex;
}

/**
 * With E2E_DATABASE_URL (CI sets it: a PostgreSQL server, the database production runs on), the
 * database of a worker's shop: `<name>_<worker>`, as the API suites name theirs. Without it, each shop
 * runs on a fresh embedded database, as `npm start` does.
 */
export function shopDatabaseUrl(parallelIndex: number): URL | undefined {
  return databaseNamed(String(parallelIndex + 1));
}

/**
 * With E2E_DATABASE_URL, the database of a shop a spec starts for itself on `port`: `<name>_own_<port>`.
 * Without it, that shop runs on an embedded database of its own.
 */
export function ownShopDatabaseUrl(port: number): URL | undefined {
  return databaseNamed(`own_${port}`);
}

function databaseNamed(suffix: string): URL | undefined {
  const base = process.env.E2E_DATABASE_URL;
  if (!base) return undefined;
  const url = new URL(base);
  url.pathname = `${url.pathname}_${suffix}`;
  if (!/^\/[a-z0-9_]+$/.test(url.pathname)) throw new Error(`E2E_DATABASE_URL must name a database of lower-case letters, digits and _: ${base}`);
  return url;
}

/**
 * The shell command that serves a worker's shop: on PostgreSQL, its database dropped and created
 * empty first (psql, through the server's maintenance database), so that every run starts from the
 * seed as the embedded database does.
 */
export function shopCommand(database: URL | undefined): string {
  const start = 'node ../scripts/start.mjs';
  return database ? `${emptyDatabaseCommand(database)} && ${start}` : start;
}

/** The shell command that drops the PostgreSQL database and creates it empty (psql, through the server's maintenance database). */
export function emptyDatabaseCommand(database: URL): string {
  const name = database.pathname.slice(1);
  const maintenance = new URL(database);
  maintenance.pathname = '/postgres';
  const psql = (statement: string) => `psql '${maintenance.href}' -qc '${statement}'`;
  return `${psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)} && ${psql(`CREATE DATABASE ${name}`)}`;
}

/**
 * A folder of this run that every worker shares (made by the runner's process, which loads the config
 * first; the workers inherit its environment).
 */
export function runFolder(): string {
  process.env.E2E_RUN_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-run-'));
  return process.env.E2E_RUN_DIR;
}

/**
 * Claims a name for this run, across workers: true for the first caller only. The accessibility gate
 * audits each page once per run, whichever worker reaches it first.
 */
export function claimOnce(name: string): boolean {
  const folder = path.join(runFolder(), 'claimed');
  fs.mkdirSync(folder, { recursive: true });
  try {
    fs.writeFileSync(path.join(folder, encodeURIComponent(name)), '', { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}
