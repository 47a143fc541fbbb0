import pg from 'pg';
import { openDatabase } from '../db/client';
import { prepareDatabase } from '../db/prepare';

/**
 * Names the template database jest.global-setup.js seeds for a PostgreSQL run; unset outside jest. It
 * stays on the test server after the run, and the next run seeds it afresh.
 */
export const POSTGRES_TEMPLATE_VARIABLE = 'SHOP_TEST_POSTGRES_TEMPLATE';

const databaseName = (databaseUrl: string) => decodeURIComponent(new URL(databaseUrl).pathname.slice(1));

function renamed(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.href;
}

/** Runs statements on the server's maintenance database, where a database can be dropped and created (no transaction around them). */
async function onServer(databaseUrl: string, statements: (quote: (name: string) => string) => string[]): Promise<void> {
  const client = new pg.Client({ connectionString: renamed(databaseUrl, 'postgres') });
  await client.connect();
  try {
    for (const statement of statements((name) => client.escapeIdentifier(name))) await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Migrates and seeds `<name>_template` on the server of TEST_DATABASE_URL, as every test app's
 * database is, and answers its name. PostgreSQL copies a database from a template in a fraction of
 * the time the migrations and the seed take, which every test app would otherwise run again.
 */
export async function writeSeededPostgresTemplate(testDatabaseUrl: string): Promise<string> {
  const template = `${databaseName(testDatabaseUrl)}_template`;
  await onServer(testDatabaseUrl, (quote) => [`DROP DATABASE IF EXISTS ${quote(template)} WITH (FORCE)`, `CREATE DATABASE ${quote(template)}`]);
  const connection = await openDatabase({ databaseUrl: renamed(testDatabaseUrl, template) });
  try {
    await prepareDatabase(connection, { demoAccounts: true });
  } finally {
    await connection.close();
  }
  return template;
}

/**
 * A fresh copy of the run's seeded template for one test app, `<worker's database>_<n>` for the n-th
 * app of a test file, and its URL; null where the run has none (outside jest). Each app has a database
 * of its own, as each gets an in-memory one on PGlite. A copy an earlier test file left under the same
 * name is dropped first, with whatever that file left connected to it.
 */
export async function copySeededPostgresTemplate(workerDatabaseUrl: string, n: number): Promise<string | null> {
  const template = process.env[POSTGRES_TEMPLATE_VARIABLE];
  if (!template) return null;
  const name = `${databaseName(workerDatabaseUrl)}_${n}`;
  await onServer(workerDatabaseUrl, (quote) => [`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`, `CREATE DATABASE ${quote(name)} TEMPLATE ${quote(template)}`]);
  return renamed(workerDatabaseUrl, name);
}
