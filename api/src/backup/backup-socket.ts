import { chmodSync, cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync, unlinkSync } from 'node:fs';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import { BackupError } from './backup-error';
import { linkTree } from './backup-files';
import { storageFromEnv } from './storage';

/**
 * A running shop holds its embedded database's folder (data-folder-lock.ts), so `npm run backup`
 * cannot open it: it asks the shop over a Unix socket beside the folder, owner-only, and the shop
 * copies the folder while no statement runs (a checkpoint first) and links the pictures beside it.
 * The command dumps that copy and removes it (ADR 0037).
 */

/** The socket a shop on `folder` answers on, beside its lock file. */
export const backupSocketPath = (folder: string) => `${folder}.backup.sock`;

/** What a snapshot folder holds: the database folder and the uploads, side by side. */
export const SNAPSHOT_DATABASE = 'database';
export const SNAPSHOT_UPLOADS = 'uploads';

/** How long the command waits for the shop's copy. */
const SNAPSHOT_WAIT_MS = 120_000;

type Log = { info: (object: object, message: string) => void; warn: (object: object, message: string) => void };

/** A snapshot older than this was left by a command that was stopped (a scheduler's timeout): removed at the shop's start. */
const STALE_SNAPSHOT_MS = 24 * 60 * 60 * 1000;
const SNAPSHOT_PREFIX = '.backup-snapshot-';

function removeStaleSnapshots(dataFolder: string, log: Log) {
  const parent = path.dirname(dataFolder);
  for (const name of readdirSync(parent)) {
    const folder = path.join(parent, name);
    if (name.startsWith(SNAPSHOT_PREFIX) && Date.now() - statSync(folder).mtimeMs > STALE_SNAPSHOT_MS) {
      rmSync(folder, { recursive: true, force: true });
      log.info({ snapshot: folder }, 'removed a backup snapshot a stopped backup left');
    }
  }
}

type SnapshotSource = {
  dataFolder: string;
  uploadDir: string;
  whileQuiescent: <T>(work: () => T | Promise<T>) => Promise<T>;
};

/** Copies the database folder (without an uploads folder inside it) and links the pictures, while nothing writes. */
export async function takeSnapshot(source: SnapshotSource): Promise<string> {
  const snapshot = mkdtempSync(path.join(path.dirname(source.dataFolder), SNAPSHOT_PREFIX));
  try {
    await source.whileQuiescent(() => {
      cpSync(source.dataFolder, path.join(snapshot, SNAPSHOT_DATABASE), { recursive: true, filter: (file) => file !== source.uploadDir });
      linkTree(source.uploadDir, path.join(snapshot, SNAPSHOT_UPLOADS));
    });
    return snapshot;
  } catch (error) {
    rmSync(snapshot, { recursive: true, force: true });
    throw error;
  }
}

function answer(socket: Socket, reply: object) {
  socket.end(`${JSON.stringify(reply)}\n`);
}

/**
 * Listens on the folder's backup socket until `close`. A stale socket file (the shop died) is
 * replaced: this process holds the folder's lock, so no other shop answers there. A socket that
 * cannot be made (a path too long for one) is logged, and the shop runs on without it.
 */
export async function serveBackups(source: SnapshotSource, log: Log): Promise<{ close: () => Promise<void> }> {
  const socketPath = backupSocketPath(source.dataFolder);
  if (existsSync(socketPath)) unlinkSync(socketPath);
  removeStaleSnapshots(source.dataFolder, log);
  const server: Server = createServer((socket) => {
    let request = '';
    socket.setEncoding('utf8');
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: string) => {
      request += chunk;
      if (!request.includes('\n')) return;
      socket.removeAllListeners('data');
      if (request.trim() !== 'snapshot') return answer(socket, { error: 'unknown request' });
      const started = Date.now();
      takeSnapshot(source).then(
        (snapshot) => {
          log.info({ snapshot, ms: Date.now() - started }, 'backup snapshot taken');
          answer(socket, { snapshot });
        },
        (error: unknown) => {
          log.warn({ err: error }, 'backup snapshot failed');
          answer(socket, { error: error instanceof Error ? error.message : String(error) });
        },
      );
    });
  });
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', (error) => {
      log.warn({ err: error, socketPath }, 'no backup socket: `npm run backup` cannot reach this shop');
      resolve(false);
    });
    server.listen(socketPath, () => resolve(true));
  });
  if (listening) chmodSync(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        if (!listening) return resolve();
        server.close(() => resolve());
      }),
  };
}

/** Asks the shop running on `folder` for a snapshot; answers the snapshot folder, which the caller removes. */
export function requestSnapshot(folder: string): Promise<string> {
  const socketPath = backupSocketPath(folder);
  return new Promise((resolve, reject) => {
    const socket = createConnection(socketPath);
    let reply = '';
    const fail = (message: string) => {
      socket.destroy();
      reject(new BackupError(message));
    };
    socket.setTimeout(SNAPSHOT_WAIT_MS, () => fail(`The shop running on ${folder} did not answer the backup request within ${SNAPSHOT_WAIT_MS / 1000} s.`));
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write('snapshot\n'));
    socket.on('data', (chunk: string) => (reply += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      fail(
        error.code === 'ENOENT' || error.code === 'ECONNREFUSED'
          ? `A shop is running on ${folder} but does not answer backup requests at ${socketPath} (a version without them, or a path too long for a socket): stop it, then run the backup again.`
          : `The shop running on ${folder} could not be asked for a backup (${error.code ?? error.message}).`,
      ),
    );
    socket.on('end', () => {
      try {
        const parsed = JSON.parse(reply) as { snapshot?: string; error?: string };
        if (parsed.snapshot) resolve(parsed.snapshot);
        else reject(new BackupError(`The shop running on ${folder} could not copy its database: ${parsed.error ?? 'no reason given'}.`));
      } catch {
        reject(new BackupError(`The shop running on ${folder} gave no usable answer to the backup request.`));
      }
    });
  });
}

/** The shop's part, for main.ts: a backup socket when it runs on an embedded folder, else nothing to close. */
export async function serveBackupsOf(
  connection: { dataFolder?: string; whileQuiescent?: SnapshotSource['whileQuiescent'] },
  log: Log,
): Promise<{ close: () => Promise<void> }> {
  const { dataFolder, whileQuiescent } = connection;
  if (!dataFolder || !whileQuiescent) return { close: () => Promise.resolve() };
  return serveBackups({ dataFolder, uploadDir: storageFromEnv().uploadDir, whileQuiescent }, log);
}
