import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { DataFolderInUseError, lockDataFolder } from './data-folder-lock';

describe('the embedded data folder lock', () => {
  let root: string;
  let folder: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'shop-lock-'));
    folder = path.join(root, 'pglite');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const writeLock = (pid: number, host = os.hostname()) => writeFileSync(`${folder}.lock`, JSON.stringify({ pid, host, since: '2025-06-01T08:00:00.000Z' }));

  it('lets one holder in and refuses the next, naming the folder and the holder', () => {
    const lock = lockDataFolder(folder);
    expect(JSON.parse(readFileSync(lock.lockFile, 'utf8'))).toMatchObject({ pid: process.pid, host: os.hostname() });
    expect(() => lockDataFolder(folder)).toThrow(DataFolderInUseError);
    expect(() => lockDataFolder(folder)).toThrow(new RegExp(`${folder}.* in use by process ${process.pid} `));
    lock.release();
    expect(existsSync(lock.lockFile)).toBe(false);
    lockDataFolder(folder).release();
  });

  it('refuses while another live process holds the folder', () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30_000)'], { stdio: 'ignore' });
    try {
      writeLock(holder.pid!);
      expect(() => lockDataFolder(folder)).toThrow(`in use by process ${holder.pid} `);
    } finally {
      holder.kill();
    }
  });

  it('replaces a lock left by a process that died, and one from our own pid in an earlier life', () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    writeLock(Number(gone.stdout.toString()));
    lockDataFolder(folder).release();
    writeLock(process.pid);
    lockDataFolder(folder).release();
  });

  it('does not judge a lock taken on another host', () => {
    writeLock(process.pid, 'another-host');
    expect(() => lockDataFolder(folder)).toThrow('on another-host');
  });
});
