import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PGlite } from '@electric-sql/pglite';
import * as tar from 'tar';
import { lockDataFolder } from '../db/data-folder-lock';
import { knownMigrations } from './census';
import { backupEmbedded, restoreEmbedded } from './embedded';
import type { Manifest } from './manifest';

// What a restore refuses, and that a refused or failed restore leaves the target as it found it.
// The whole round trip on a real shop is the drill (backup-drill.test.ts).

describe('backup and restore of the embedded database, refusals', () => {
  let root: string;
  let archive: string;
  const storage = (name: string) => ({ dataFolder: path.join(root, name), uploadDir: path.join(root, name, 'uploads') });

  /** A copy of the archive with its manifest (and files) changed. */
  async function altered(name: string, change: (manifest: Manifest, unpacked: string) => void): Promise<string> {
    const unpacked = mkdtempSync(path.join(root, 'unpacked-'));
    await tar.extract({ file: archive, cwd: unpacked });
    const manifest = JSON.parse(readFileSync(path.join(unpacked, 'manifest.json'), 'utf8')) as Manifest;
    change(manifest, unpacked);
    writeFileSync(path.join(unpacked, 'manifest.json'), JSON.stringify(manifest));
    const file = path.join(root, `${name}.tar.gz`);
    await tar.create({ gzip: true, file, cwd: unpacked }, readdirSync(unpacked));
    return file;
  }

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'backup-refusals-'));
    const source = storage('source');
    const pg = new PGlite(source.dataFolder);
    await pg.exec("CREATE TABLE notes (id serial PRIMARY KEY, body text); INSERT INTO notes (body) VALUES ('first'), ('second');");
    await pg.close();
    mkdirSync(path.join(source.uploadDir, 'thumb'), { recursive: true });
    writeFileSync(path.join(source.uploadDir, 'a.png'), 'picture a');
    writeFileSync(path.join(source.uploadDir, 'thumb', 'a.webp'), 'thumb a');
    const result = await backupEmbedded(source, path.join(root, 'backups'), new Date('2026-11-30T07:25:03.456Z'));
    archive = result.file;
    expect(path.basename(archive)).toBe('shop-backup-20261130T072503Z.tar.gz');
    expect(result.manifest).toMatchObject({ source: 'embedded', tables: { 'public.notes': 2 }, migrations: { applied: 0 } });
    expect(Object.keys(result.manifest.pictures)).toEqual(['a.png', 'thumb/a.webp']);
  }, 60_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('restores into an empty folder, the rows and the pictures', async () => {
    const target = storage('restored');
    await restoreEmbedded(target, archive);
    const pg = new PGlite(target.dataFolder);
    expect((await pg.query('SELECT body FROM notes ORDER BY id')).rows).toEqual([{ body: 'first' }, { body: 'second' }]);
    await pg.close();
    expect(readFileSync(path.join(target.uploadDir, 'thumb', 'a.webp'), 'utf8')).toBe('thumb a');
    expect(existsSync(`${target.dataFolder}.lock`)).toBe(false);
  }, 60_000);

  it('refuses a folder that is not empty, and leaves it alone', async () => {
    const target = storage('occupied');
    mkdirSync(target.dataFolder, { recursive: true });
    writeFileSync(path.join(target.dataFolder, 'keep.txt'), 'mine');
    await expect(restoreEmbedded(target, archive)).rejects.toThrow(`${target.dataFolder} (the database folder) is not empty`);
    expect(readdirSync(target.dataFolder)).toEqual(['keep.txt']);
  });

  it('refuses a folder a shop runs on', async () => {
    const target = storage('running');
    mkdirSync(target.dataFolder, { recursive: true });
    const lock = lockDataFolder(target.dataFolder);
    try {
      await expect(restoreEmbedded(target, archive)).rejects.toThrow(`A shop is running on ${target.dataFolder}`);
    } finally {
      lock.release();
    }
  });

  it('refuses a picture whose contents changed, before writing anything', async () => {
    const damaged = await altered('damaged-picture', (_manifest, unpacked) => writeFileSync(path.join(unpacked, 'uploads', 'a.png'), 'another picture'));
    const target = storage('damaged-picture');
    await expect(restoreEmbedded(target, damaged)).rejects.toThrow('do not match the manifest: 1 with other contents (a.png)');
    expect(existsSync(target.dataFolder)).toBe(false);
  });

  it('undoes a restore whose rows do not match the manifest', async () => {
    const miscounted = await altered('miscounted', (manifest) => {
      manifest.tables['public.notes'] = 3;
    });
    const target = storage('miscounted');
    await expect(restoreEmbedded(target, miscounted)).rejects.toThrow('public.notes: 3 in the backup, 2 restored');
    expect(existsSync(target.dataFolder)).toBe(false);
    expect(existsSync(`${target.dataFolder}.lock`)).toBe(false);
  }, 60_000);

  it('refuses a backup from a newer shop, a PostgreSQL backup, and a file that is no backup', async () => {
    const newer = await altered('newer', (manifest) => {
      manifest.migrations = { applied: 999, lastCreatedAt: String(knownMigrations().at(-1)!.when + 1), lastTag: '0999_future' };
    });
    await expect(restoreEmbedded(storage('newer'), newer)).rejects.toThrow('comes from a newer version of the shop (schema 0999_future)');
    const postgres = await altered('postgres', (manifest) => {
      manifest.source = 'postgres';
    });
    await expect(restoreEmbedded(storage('postgres'), postgres)).rejects.toThrow('is a backup of a PostgreSQL database');
    const notArchive = path.join(root, 'notes.txt');
    writeFileSync(notArchive, 'hello');
    await expect(restoreEmbedded(storage('not-archive'), notArchive)).rejects.toThrow(`${notArchive} is not a shop backup`);
    await expect(restoreEmbedded(storage('missing'), path.join(root, 'nowhere.tar.gz'))).rejects.toThrow('There is no backup file at');
  });

  it('has nothing to back up where there is no database', async () => {
    await expect(backupEmbedded(storage('nothing-here'), path.join(root, 'backups'))).rejects.toThrow('There is no embedded database at');
    mkdirSync(path.join(root, 'empty'));
    await expect(backupEmbedded(storage('empty'), path.join(root, 'backups'))).rejects.toThrow('There is no embedded database at');
    expect(readdirSync(path.join(root, 'empty'))).toEqual([]);
  });
});
