// What the load benches that run the built API as its own process share: a throw-away database on
// either driver, a free port, the server started as `npm start` runs it, and percentiles.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { Client } = require('pg');

/** The database scripts/start-test-postgres.sh sets up, tried when DATABASE_URL is not set. */
const CI_DATABASE_URL = 'postgres://shop_ci:shop_ci@localhost:5432/shop_ci';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const percentile = (sorted, p) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
export const round = (value) => Math.round(value * 10) / 10;

/** A scratch database on the server of DATABASE_URL (or the CI one), dropped afterwards; `skipped` when none answers. */
async function scratchPostgres(name) {
  const serverUrl = process.env.DATABASE_URL || CI_DATABASE_URL;
  const admin = new Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch (error) {
    return { skipped: `no PostgreSQL at DATABASE_URL or the CI database (${error.message})` };
  }
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    connectionOptions: { databaseUrl: url.toString() },
    databaseEnv: { DATABASE_URL: url.toString() },
    cleanUp: async () => {
      // Closed pools may still be hanging up: wait for them rather than cut them off mid-goodbye.
      for (let attempt = 1; ; attempt += 1) {
        try {
          await admin.query(`DROP DATABASE IF EXISTS ${name}`);
          break;
        } catch (error) {
          if (error.code !== '55006' || attempt === 50) throw error;
          await sleep(100);
        }
      }
      await admin.end();
    },
  };
}

/**
 * A throw-away database for a bench named `name`: `pglite`, the embedded one in a folder of its own;
 * `postgres`, a scratch database on the PostgreSQL server of DATABASE_URL (else the local one the API's
 * CI uses), or `{skipped: why}` when none can be reached. Answers how to open it (`connectionOptions`),
 * the environment that points the server at it (`databaseEnv`) and `cleanUp`.
 */
export async function benchDatabase(driver, name) {
  if (driver === 'postgres') return scratchPostgres(`shop_${name}_${process.pid}`);
  if (driver !== 'pglite') throw new Error(`unknown database driver ${driver}: pglite or postgres`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-${name.replaceAll('_', '-')}-`));
  return {
    connectionOptions: { dataDir },
    databaseEnv: { DATA_DIR: dataDir, DATABASE_URL: '' },
    cleanUp: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/** The built API as its own process, as `npm start` runs it, on the prepared database; answers once it serves. */
export async function startApi(databaseEnv) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(API_ROOT, 'dist/main.js')], {
    env: { ...process.env, ...databaseEnv, NODE_ENV: 'production', ONLINE_PAYMENT: 'off', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('the API did not answer within 60 s');
    try {
      if ((await fetch(`${origin}/homeapi/common/init`)).ok) break;
    } catch {
      /* not listening yet */
    }
    await sleep(200);
  }
  return {
    origin,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}
