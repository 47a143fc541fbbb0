import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { backupSocketPath, requestSnapshot, serveBackups } from './backup-socket';

// The shop's side of a backup of the embedded database, on a folder of plain files: what a snapshot
// holds, that the copy runs inside `whileQuiescent`, the socket's mode, and the sentences the command
// gets. The real database is the drill's (backup-drill.test.ts).

describe('the backup socket', () => {
  let root: string;
  let dataFolder: string;
  let uploadDir: string;
  const log = { info: () => undefined, warn: () => undefined };
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'backup-socket-'));
    dataFolder = path.join(root, 'data');
    uploadDir = path.join(dataFolder, 'uploads');
    mkdirSync(path.join(uploadDir, 'thumb'), { recursive: true });
    writeFileSync(path.join(dataFolder, 'PG_VERSION'), '17');
    writeFileSync(path.join(uploadDir, 'a.png'), 'picture');
    writeFileSync(path.join(uploadDir, 'thumb', 'a.webp'), 'thumb');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('answers a snapshot copied while quiet: the database without its uploads, the pictures linked beside', async () => {
    let quiet = false;
    let copiedWhileQuiet = false;
    const server = await serveBackups(
      {
        dataFolder,
        uploadDir,
        whileQuiescent: async (work) => {
          quiet = true;
          try {
            const result = await work();
            copiedWhileQuiet = readdirSync(root).some((name) => name.startsWith('.backup-snapshot-') && existsSync(path.join(root, name, 'database', 'PG_VERSION')));
            return result;
          } finally {
            quiet = false;
          }
        },
      },
      log,
    );
    try {
      expect(statSync(backupSocketPath(dataFolder)).mode & 0o777).toBe(0o600);
      const snapshot = await requestSnapshot(dataFolder);
      expect(copiedWhileQuiet).toBe(true);
      expect(quiet).toBe(false);
      expect(readdirSync(path.join(snapshot, 'database'))).toEqual(['PG_VERSION']);
      expect(statSync(path.join(snapshot, 'uploads', 'thumb', 'a.webp')).ino).toBe(statSync(path.join(uploadDir, 'thumb', 'a.webp')).ino);
      expect(statSync(snapshot).mode & 0o777).toBe(0o700);
    } finally {
      await server.close();
    }
    expect(existsSync(backupSocketPath(dataFolder))).toBe(false);
  });

  it('tells the command why a snapshot failed, and removes the half-made copy', async () => {
    const server = await serveBackups({ dataFolder, uploadDir, whileQuiescent: () => Promise.reject(new Error('the disk is full')) }, log);
    try {
      await expect(requestSnapshot(dataFolder)).rejects.toThrow(`The shop running on ${dataFolder} could not copy its database: the disk is full.`);
      expect(readdirSync(root).filter((name) => name.startsWith('.backup-snapshot-'))).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('says so when no shop answers on the folder', async () => {
    await expect(requestSnapshot(dataFolder)).rejects.toThrow(`A shop is running on ${dataFolder} but does not answer backup requests`);
  });

  it('removes at start the snapshots a stopped command left more than a day ago, and no newer one', async () => {
    const old = path.join(root, '.backup-snapshot-old');
    const recent = path.join(root, '.backup-snapshot-recent');
    mkdirSync(old);
    mkdirSync(recent);
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    utimesSync(old, twoDaysAgo, twoDaysAgo);
    const server = await serveBackups({ dataFolder, uploadDir, whileQuiescent: async (work) => work() }, log);
    await server.close();
    expect(existsSync(old)).toBe(false);
    expect(existsSync(recent)).toBe(true);
  });
});
