import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Envelope } from '@shop/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import { openDatabase, type DatabaseConnection } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import type { AnswerData } from './answers';
import { seededDatabaseTemplate } from './seeded-database-template';
import { copySeededPostgresTemplate } from './seeded-postgres-template';
import { testDatabaseUrl } from './test-database-url';

/** Where every test app's clock starts: 2025-06-01 16:00 in China. */
const CLOCK_START = new Date('2025-06-01T08:00:00.000Z');

/** A clock tests move by hand, so expiry and rate windows need no sleeping. */
class TestClock {
  private current = new Date(CLOCK_START);
  readonly now = () => new Date(this.current);
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
  /** Back to where it started, for a test that reads dates whatever the tests before it moved. */
  restart() {
    this.current = new Date(CLOCK_START);
  }
}

/** How many test apps this test file has made (jest loads this module afresh for each file). */
let testAppsOfThisFile = 0;

/**
 * An in-memory PGlite per test app, or on PostgreSQL (TEST_DATABASE_URL) a database of its own: each
 * started from the run's seeded template where there is one. Without a template, the worker's
 * PostgreSQL database wiped back to an empty schema.
 */
async function openTestDatabase(): Promise<{ connection: DatabaseConnection; databaseUrl?: string }> {
  const workerDatabaseUrl = testDatabaseUrl();
  if (!workerDatabaseUrl) return { connection: await openDatabase({ dataDir: 'memory://', startFrom: (await seededDatabaseTemplate()) ?? undefined }) };
  testAppsOfThisFile += 1;
  const copy = await copySeededPostgresTemplate(workerDatabaseUrl, testAppsOfThisFile);
  if (copy) return { connection: await openDatabase({ databaseUrl: copy }), databaseUrl: copy };
  const connection = await openDatabase({ databaseUrl: workerDatabaseUrl });
  await connection.db.execute(sql.raw('DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;'));
  return { connection, databaseUrl: workerDatabaseUrl };
}

/**
 * Tests read codes from the outbox (receiveSmsCode), so the terminal stays quiet, and check every
 * answer against the contract. A production-mode test app gets what production allows: no outbox,
 * and wallet payment only unless it says otherwise.
 */
function testAppOptions(options: Partial<AppOptions>): Omit<AppOptions, 'db' | 'listen'> {
  const production = options.nodeEnv === 'production';
  return {
    nodeEnv: 'test',
    siteRoot: null,
    rateLimitFactor: 100,
    smsOutbox: !production,
    smsSender: () => Promise.resolve(),
    payment: production ? { walletOnly: true } : {},
    checkAnswers: true,
    uploadDir: fs.mkdtempSync(path.join(os.tmpdir(), 'shop-uploads-')),
    ...options,
  };
}

export type TestApp = {
  app: FastifyInstance;
  connection: DatabaseConnection;
  /** PostgreSQL only: the database the app runs on. */
  databaseUrl?: string | undefined;
  clock: TestClock;
  close: () => Promise<void>;
};

export async function createTestApp(options: Partial<AppOptions> = {}): Promise<TestApp> {
  const { connection, databaseUrl } = await openTestDatabase();
  await prepareDatabase(connection, { demoAccounts: true });
  const clock = new TestClock();
  const app = await buildApp({ clock: clock.now, ...testAppOptions(options), db: connection.db, listen: connection.listen });
  await app.ready();
  return {
    app,
    connection,
    databaseUrl,
    clock,
    close: async () => {
      await app.close();
      await connection.close();
    },
  };
}

/**
 * A second API node on the test's database: its own connection pool on PostgreSQL (the in-memory
 * PGlite has one connection, so it is shared), its own app, the same clock.
 */
export async function createSecondNode(t: TestApp, options: Partial<AppOptions> = {}): Promise<TestApp> {
  const databaseUrl = t.databaseUrl;
  const connection = databaseUrl ? await openDatabase({ databaseUrl }) : t.connection;
  const app = await buildApp({ clock: t.clock.now, ...testAppOptions(options), db: connection.db, listen: connection.listen });
  await app.ready();
  return {
    app,
    connection,
    databaseUrl,
    clock: t.clock,
    close: async () => {
      await app.close();
      if (connection !== t.connection) await connection.close();
    },
  };
}

export type CallOptions = { query?: Record<string, string>; body?: unknown; rawBody?: string; token?: string; lang?: string; headers?: Record<string, string> };

export type CallResult<Call extends string = string> = { status: number; body: Envelope<AnswerData<Call>>; headers: Record<string, unknown> };

/** Calls /homeapi/<url>; the answer is typed by the contract's answer of that call. */
export async function call<Call extends string>(app: FastifyInstance, method: 'GET' | 'POST', url: Call, options: CallOptions = {}): Promise<CallResult<Call>> {
  const headers: Record<string, string> = { 'client-type': 'pc', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.lang) headers['accept-language'] = options.lang;
  if (options.rawBody !== undefined) headers['content-type'] = 'application/json';
  const response = await app.inject({
    method,
    url: `/homeapi/${url}`,
    query: options.query,
    headers,
    payload: options.rawBody ?? (options.body as Record<string, unknown> | undefined),
  });
  return { status: response.statusCode, body: response.json<Envelope<AnswerData<Call>>>(), headers: response.headers };
}

/** Sends a code through the real endpoint and reads it back from the outbox, as a phone would receive it. */
export async function receiveSmsCode(app: FastifyInstance, mobile: string, scene: string): Promise<string> {
  const sent = await call(app, 'POST', 'sms/send', { body: { mobile, scene } });
  if (sent.body.code !== 1) throw new Error(`sms/send failed: ${JSON.stringify(sent.body)}`);
  const outbox = await call(app, 'GET', 'dev/sms-outbox', { query: { mobile } });
  return outbox.body.data.code;
}

export async function signIn(app: FastifyInstance, account: string, password: string): Promise<string> {
  const result = await call(app, 'POST', 'user/login', { body: { type: 'password', account, password } });
  if (result.body.code !== 1) throw new Error(`sign-in failed: ${JSON.stringify(result.body)}`);
  return result.body.data.token;
}

/** A back-office user's token (the seeded ones: admin, operator, warehouse, service, designer). */
export async function signInStaff(app: FastifyInstance, username: string, password = `${username}1234`): Promise<string> {
  const result = await call(app, 'POST', 'admin/login', { body: { username, password } });
  if (result.body.code !== 1) throw new Error(`back-office sign-in failed: ${JSON.stringify(result.body)}`);
  return result.body.data.token;
}

/** The resend gap between two codes to one number. */
export const SMS_RESEND_MS = 60_000;
