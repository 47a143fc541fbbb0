import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import { BackupError } from './backup-error';
import { hashTree, sha256OfFile } from './backup-files';
import { manifestSchema, MANIFEST_VERSION, type Manifest } from './manifest';

/**
 * One backup is one file, `shop-backup-<UTC time>.tar.gz`, holding `manifest.json`, the database
 * dump and `uploads/` with every picture. Members' data is in it: it is written owner-only.
 */
export const MANIFEST_FILE = 'manifest.json';
export const UPLOADS_FOLDER = 'uploads';

/** `2026-11-30T07:25:03.123Z` → `20261130T072503Z`: sortable, and no colon for other file systems. */
export const archiveName = (createdAt: Date) => `shop-backup-${createdAt.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}.tar.gz`;

/** What a backup's manifest says besides the hashes of what staging holds. */
type Contents = {
  source: Manifest['source'];
  /** The dump's file name inside staging. */
  dumpFile: string;
  census: Pick<Manifest, 'migrations' | 'tables'>;
  createdAt: Date;
};

/**
 * The last step of every backup: hashes the dump and the pictures staged beside it, writes the
 * manifest and the archive into `outFolder`. Answers the archive's path and its manifest.
 */
export async function sealArchive(staging: string, contents: Contents, outFolder: string): Promise<{ file: string; manifest: Manifest }> {
  const manifest: Manifest = {
    format: 'shop-backup',
    version: MANIFEST_VERSION,
    createdAt: contents.createdAt.toISOString(),
    source: contents.source,
    database: { file: contents.dumpFile, sha256: await sha256OfFile(path.join(staging, contents.dumpFile)) },
    migrations: contents.census.migrations,
    tables: contents.census.tables,
    pictures: await hashTree(path.join(staging, UPLOADS_FOLDER)),
  };
  return { file: await writeArchive(staging, manifest, outFolder), manifest };
}

/** Writes the staging folder (manifest, dump, uploads) as the archive into `outFolder`; answers its path. */
export async function writeArchive(staging: string, manifest: Manifest, outFolder: string): Promise<string> {
  writeFileSync(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  mkdirSync(outFolder, { recursive: true });
  const file = path.join(outFolder, archiveName(new Date(manifest.createdAt)));
  if (existsSync(file)) throw new BackupError(`${file} already exists: a backup was taken this same second. Run it again in a moment.`);
  // Written under a temporary name and renamed: a backup that stopped half-way never looks whole.
  const partial = `${file}.partial`;
  const entries = [MANIFEST_FILE, manifest.database.file, ...(existsSync(path.join(staging, UPLOADS_FOLDER)) ? [UPLOADS_FOLDER] : [])];
  try {
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, entries);
    chmodSync(partial, 0o600);
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  return file;
}

/** Unpacks an archive into `into` (an empty folder) and answers its manifest, checked for shape and version. */
export async function extractArchive(file: string, into: string): Promise<Manifest> {
  if (!existsSync(file)) throw new BackupError(`There is no backup file at ${file}.`);
  try {
    await tar.extract({ file, cwd: into, strict: true });
  } catch {
    throw new BackupError(`${file} is not a shop backup: it cannot be read as a .tar.gz archive.`);
  }
  const manifestFile = path.join(into, MANIFEST_FILE);
  if (!existsSync(manifestFile)) throw new BackupError(`${file} is not a shop backup: it has no ${MANIFEST_FILE}.`);
  let parsed: ReturnType<typeof manifestSchema.safeParse>;
  try {
    parsed = manifestSchema.safeParse(JSON.parse(readFileSync(manifestFile, 'utf8')));
  } catch {
    throw new BackupError(`${file} is damaged: its ${MANIFEST_FILE} is not JSON.`);
  }
  if (!parsed.success) throw new BackupError(`${file} is damaged or not a shop backup: its ${MANIFEST_FILE} does not describe one.`);
  if (parsed.data.version !== MANIFEST_VERSION) {
    throw new BackupError(`${file} is a backup of format ${parsed.data.version}; this version of the shop restores format ${MANIFEST_VERSION}.`);
  }
  return parsed.data;
}
