import { execSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { emptyDatabaseCommand, ownShopDatabaseUrl } from './shops';

const ROOT = path.resolve(__dirname, '..', '..');

/** A shop a spec starts for itself, beside the suite's: its address and how to stop it. */
export type OwnShop = { origin: string; work: string; stop: () => Promise<void> };

/**
 * Starts the built API (`api/dist/main.js`) in development on `port`, from an empty data folder of
 * its own and an empty database (migrations and seed), with `env` added, and waits until it answers.
 * The folder is removed when it stops. `prepare` may fill the work folder (a site copy, say) before
 * the shop starts, and answer settings that name it.
 * The database is PostgreSQL when E2E_DATABASE_URL names a server, as for the suite's own shops: it
 * migrates and seeds in a third of the time an embedded database takes from nothing.
 */
export async function startOwnShop(port: number, env: Record<string, string>, prepare?: (work: string) => Record<string, string>): Promise<OwnShop> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-own-'));
  const prepared = prepare?.(work) ?? {};
  const database = ownShopDatabaseUrl(port);
  if (database) execSync(emptyDatabaseCommand(database), { stdio: 'pipe' });
  const server: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'api', 'dist', 'main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      DATA_DIR: path.join(work, 'data'),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FACTOR: '20',
      ...(database ? { DATABASE_URL: database.href } : {}),
      ...env,
      ...prepared,
    },
    stdio: 'inherit',
  });
  const origin = `http://localhost:${port}`;
  const stop = async () => {
    // A server that is already gone has nothing left to report.
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(work, { recursive: true, force: true });
  };
  for (let i = 0; i < 200; i += 1) {
    if (await fetch(`${origin}/homeapi/common/init`).then((r) => r.ok, () => false)) return { origin, work, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error('the shop did not start');
}
