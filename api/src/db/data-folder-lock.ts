import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import os from 'node:os';

/** What a lock file holds: who took the folder, so a second process can name it. */
type LockOwner = { pid: number; host: string; since: string };

type DataFolderLock = { lockFile: string; release: () => void };

/** Folders this process holds, so a lock file naming our own pid is told apart from a stale one (pid 1 in containers). */
const heldHere = new Set<string>();

export class DataFolderInUseError extends Error {
  constructor(folder: string, lockFile: string, owner: LockOwner | null) {
    const holder = owner ? `process ${owner.pid} on ${owner.host} (since ${owner.since})` : 'another process';
    super(
      `The data folder ${folder} is in use by ${holder}: one embedded database serves one process. ` +
        `Stop that process, or give this one another DATA_DIR. If no such process runs, delete ${lockFile}.`,
    );
    this.name = 'DataFolderInUseError';
  }
}

const lockFileOf = (folder: string) => `${folder}.lock`;

function readOwner(lockFile: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(lockFile, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string' ? (owner as LockOwner) : null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A lock left by a process that died without removing it: same host, and its pid is gone (or is us, from an earlier life). */
function isStale(owner: LockOwner | null, folder: string): boolean {
  if (!owner || owner.host !== os.hostname()) return false;
  if (owner.pid === process.pid) return !heldHere.has(folder);
  return !isRunning(owner.pid);
}

function tryCreate(lockFile: string): boolean {
  let fd: number;
  try {
    fd = openSync(lockFile, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, JSON.stringify({ pid: process.pid, host: os.hostname(), since: new Date().toISOString() } satisfies LockOwner));
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Takes the embedded database's folder for this process: `<folder>.lock`, created atomically
 * (O_EXCL), holding our pid. A second process, or a second call here, gets DataFolderInUseError
 * naming the folder and the holder. A lock whose process died is replaced. Released by `release`
 * and, as a last resort, when the process exits.
 */
export function lockDataFolder(folder: string): DataFolderLock {
  const lockFile = lockFileOf(folder);
  if (!tryCreate(lockFile)) {
    const owner = readOwner(lockFile);
    if (!isStale(owner, folder)) throw new DataFolderInUseError(folder, lockFile, owner);
    unlinkSync(lockFile);
    if (!tryCreate(lockFile)) throw new DataFolderInUseError(folder, lockFile, readOwner(lockFile));
  }
  heldHere.add(folder);
  const release = () => {
    process.removeListener('exit', release);
    if (!heldHere.delete(folder)) return;
    if (readOwner(lockFile)?.pid === process.pid) unlinkSync(lockFile);
  };
  process.once('exit', release);
  return { lockFile, release };
}
