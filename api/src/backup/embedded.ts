import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { DataFolderInUseError, lockDataFolder } from '../db/data-folder-lock';
import { PGLITE_EXTENSIONS } from '../db/pglite-extensions';
import { BackupError } from './backup-error';
import { isEmptyFolder, linkTree } from './backup-files';
import { requestSnapshot, SNAPSHOT_DATABASE, SNAPSHOT_UPLOADS } from './backup-socket';
import { countRows, migrationLevel, type RunQuery } from './census';
import { sealArchive, UPLOADS_FOLDER } from './archive';
import { openArchive, restorePictures, type BackupResult, type RestoreResult } from './unpack';
import { verifyCounts } from './verify';

const DUMP_FILE = 'database.sql';

const queryOf =
  (pg: PGlite): RunQuery =>
  async (sql) =>
    (await pg.query<Record<string, unknown>>(sql)).rows;

async function openPglite(folder: string): Promise<PGlite> {
  const pg = new PGlite(folder, { extensions: PGLITE_EXTENSIONS });
  await pg.waitReady;
  return pg;
}

/** The database in `folder` as plain SQL (pg_dump's, which PGlite and PostgreSQL both load), with its census. */
async function dumpFolder(folder: string, dumpFile: string) {
  const pg = await openPglite(folder);
  try {
    // Its typings name the DOM's File, which Node's typings here lack: it is a Blob.
    const dump = (await pgDump({ pg, args: ['--no-owner', '--no-privileges'] })) as unknown as Blob;
    writeFileSync(dumpFile, await dump.text(), { mode: 0o600 });
    return { tables: await countRows(queryOf(pg)), migrations: await migrationLevel(queryOf(pg)) };
  } finally {
    await pg.close();
  }
}

/**
 * Backs up the embedded database and the pictures into one archive in `outFolder`. A shop running
 * on the folder is asked for a consistent copy (backup-socket.ts); with none running, this command
 * takes the folder's lock itself, so no shop starts on it meanwhile.
 */
export async function backupEmbedded(storage: { dataFolder: string; uploadDir: string }, outFolder: string, now = new Date()): Promise<BackupResult> {
  const folder = storage.dataFolder;
  // PostgreSQL's own marker: without it PGlite would make a new, empty database there.
  if (!existsSync(path.join(folder, 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database at ${folder}: nothing to back up. DATA_DIR names the folder the shop runs on.`);
  }
  mkdirSync(outFolder, { recursive: true });
  // Beside the archive: the pictures are linked there, not copied, when both are on one disk.
  const staging = mkdtempSync(path.join(outFolder, '.staging-'));
  let snapshot: string | null = null;
  let lock: ReturnType<typeof lockDataFolder> | null = null;
  try {
    try {
      lock = lockDataFolder(folder);
    } catch (error) {
      if (!(error instanceof DataFolderInUseError)) throw error;
      snapshot = await requestSnapshot(folder);
    }
    const databaseFolder = snapshot ? path.join(snapshot, SNAPSHOT_DATABASE) : folder;
    const uploads = snapshot ? path.join(snapshot, SNAPSHOT_UPLOADS) : storage.uploadDir;
    const census = await dumpFolder(databaseFolder, path.join(staging, DUMP_FILE));
    linkTree(uploads, path.join(staging, UPLOADS_FOLDER));
    lock?.release();
    lock = null;
    return await sealArchive(staging, { source: 'embedded', dumpFile: DUMP_FILE, census, createdAt: now }, outFolder);
  } finally {
    lock?.release();
    if (snapshot) rmSync(snapshot, { recursive: true, force: true });
    rmSync(staging, { recursive: true, force: true });
  }
}

function refuseNonEmpty(folder: string, what: string) {
  if (!isEmptyFolder(folder)) {
    throw new BackupError(
      `${folder} (${what}) is not empty: a restore goes into an empty folder, so it never mixes with or overwrites a shop's data. Restore into a new DATA_DIR, or move this folder away first.`,
    );
  }
}

/**
 * Restores an embedded backup into an empty data folder no shop runs on: loads the dump, checks
 * every table's row count and every picture's hash against the manifest. A failed restore leaves
 * the folders empty again.
 */
export async function restoreEmbedded(storage: { dataFolder: string; uploadDir: string }, file: string): Promise<RestoreResult> {
  const folder = storage.dataFolder;
  const { staging, manifest } = await openArchive(file, 'embedded');
  let lock: ReturnType<typeof lockDataFolder> | null = null;
  try {
    mkdirSync(path.dirname(folder), { recursive: true });
    try {
      lock = lockDataFolder(folder);
    } catch (error) {
      if (!(error instanceof DataFolderInUseError)) throw error;
      throw new BackupError(`A shop is running on ${folder}: a restore goes into an empty folder no shop uses. Stop that shop, or restore into another DATA_DIR.`);
    }
    refuseNonEmpty(folder, 'the database folder');
    refuseNonEmpty(storage.uploadDir, 'the uploads folder');
    try {
      const pg = await openPglite(folder);
      try {
        await pg.exec(readFileSync(path.join(staging, manifest.database.file), 'utf8')).catch((error: unknown) => {
          throw new BackupError(`The database of ${file} could not be loaded: ${error instanceof Error ? error.message : String(error)}.`);
        });
        verifyCounts(manifest.tables, await countRows(queryOf(pg)));
      } finally {
        await pg.close();
      }
      await restorePictures(staging, manifest, storage.uploadDir);
    } catch (error) {
      rmSync(folder, { recursive: true, force: true });
      rmSync(storage.uploadDir, { recursive: true, force: true });
      throw error;
    }
    return { manifest, databaseAt: folder, uploadsAt: storage.uploadDir };
  } finally {
    lock?.release();
    rmSync(staging, { recursive: true, force: true });
  }
}
