import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { Client, Pool } from 'pg';
import { observePglite, observePostgresPool } from '../modules/metrics';
import { lockDataFolder } from './data-folder-lock';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import * as schema from './schema';

/** The driver-neutral database handle every service receives; a transaction (in-transaction.ts) is one too. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseConnection = {
  db: Db;
  driver: 'pglite' | 'postgres';
  /**
   * Runs `work` while holding a PostgreSQL session advisory lock on its own connection, so other
   * API processes on the same server wait for it. PGlite's folder belongs to one process, where an
   * in-process queue is the whole lock.
   */
  withSessionLock: <T>(lockKey: number, work: () => Promise<T>) => Promise<T>;
  /**
   * Calls `onPayload` with every `NOTIFY channel` (`pg_notify`) any API process on this database
   * sends, once committed; answers a function that stops listening. PostgreSQL: a connection of its
   * own, connected again after it drops. PGlite: its own listener, within the one process.
   */
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
  /**
   * Raw SQL for the job library (modules/jobs), which brings its own statements: with `values`, one
   * statement with parameters; without, any number of statements (its schema and migrations), the
   * last one's rows answered. Both run on this connection's own pool or PGlite.
   */
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  /** PGlite only: the whole data folder as a tar, which `openDatabase({ startFrom })` opens again. */
  dumpDataDir?: () => Promise<Blob>;
  /** PGlite on a folder only: that folder, which a backup copies (src/backup). */
  dataFolder?: string;
  /**
   * PGlite only: runs `work` while no statement and no transaction of this process runs, after a
   * checkpoint, so the folder's files are a consistent database for as long as `work` lasts.
   */
  whileQuiescent?: <T>(work: () => T | Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

/** How long a dropped LISTEN connection waits before connecting again. */
const RELISTEN_DELAY_MS = 1000;

/** LISTEN on a PostgreSQL connection of its own, connecting again when it drops (a restart, a failover). */
async function listenOnPostgres(connectionString: string, channel: string, onPayload: (payload: string) => void) {
  let client: Client | null = null;
  let stopped = false;
  const connect = async (): Promise<void> => {
    const next = new Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', () => {
      next.end().catch(() => undefined);
      if (client !== next) return;
      client = null;
      reconnect();
    });
    await next.connect();
    await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    client = next;
  };
  const reconnect = () => {
    if (!stopped) setTimeout(() => void connect().catch(reconnect), RELISTEN_DELAY_MS).unref();
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}

type DatabaseOptions = {
  /** A PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder, or `memory://` for a throw-away in-memory database. */
  dataDir?: string;
  /** PGlite only: a data folder dumped by `dumpDataDir`, which a new database starts as instead of an empty one. */
  startFrom?: Blob;
};

export const API_ROOT = path.resolve(__dirname, '..', '..');
const DEFAULT_DATA_DIR = path.join(API_ROOT, '.data', 'pglite');

/**
 * The PGlite location to open: `memory://…` as is, a folder resolved and created with its parents
 * (PGlite itself creates only the last level, so a fresh clone without `api/.data` would fail).
 */
export function embeddedDataDir(dataDir: string): string {
  if (dataDir.startsWith('memory://')) return dataDir;
  const folder = path.resolve(dataDir);
  mkdirSync(folder, { recursive: true });
  return folder;
}

/**
 * PGlite's folder belongs to one process, so a lock within the process is the whole lock: work
 * queued under it runs one at a time, in order, whatever the key.
 */
function inProcessLock(): DatabaseConnection['withSessionLock'] {
  let tail: Promise<unknown> = Promise.resolve();
  return (_lockKey, work) => {
    const run = tail.then(work, work);
    tail = run.catch(() => undefined);
    return run;
  };
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<DatabaseConnection> {
  const databaseUrl = options.databaseUrl;
  if (databaseUrl) {
    const pool = new Pool({ connectionString: databaseUrl, max: 10 });
    const stopObserving = observePostgresPool(pool);
    return {
      db: drizzleNodePg(pool, { schema }),
      driver: 'postgres',
      withSessionLock: async (lockKey, work) => {
        const lockHolder = await pool.connect();
        try {
          await lockHolder.query('SELECT pg_advisory_lock($1)', [lockKey]);
          return await work();
        } finally {
          await lockHolder.query('SELECT pg_advisory_unlock($1)', [lockKey]).finally(() => lockHolder.release());
        }
      },
      listen: (channel, onPayload) => listenOnPostgres(databaseUrl, channel, onPayload),
      executeSql: (text, values) => pool.query(text, values),
      close: () => {
        stopObserving();
        return pool.end();
      },
    };
  }
  const location = embeddedDataDir(options.dataDir ?? DEFAULT_DATA_DIR);
  // Two processes on one folder would each hand out the same ids and lose each other's writes.
  const folderLock = location.startsWith('memory://') ? null : lockDataFolder(location);
  const client = new PGlite(location, { extensions: PGLITE_EXTENSIONS, ...(options.startFrom ? { loadDataDir: options.startFrom } : {}) });
  try {
    await client.waitReady;
  } catch (error) {
    folderLock?.release();
    throw error;
  }
  observePglite(client);
  return {
    db: drizzlePglite(client, { schema }),
    driver: 'pglite',
    withSessionLock: inProcessLock(),
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    // PGlite's query takes one statement with parameters, its exec several without.
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query<Record<string, unknown>>(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    dataFolder: folderLock ? location : undefined,
    // Every statement of the shop (drizzle, the job library) goes through PGlite's transaction lock,
    // which a transaction holds until it ends: inside one, nothing else runs.
    whileQuiescent: (work) =>
      client.transaction(async (tx) => {
        await tx.exec('CHECKPOINT');
        return work();
      }),
    close: async () => {
      await client.close();
      folderLock?.release();
    },
  };
}
