import { statSync } from 'node:fs';
import path from 'node:path';
import { BackupError } from './backup-error';
import { backupEmbedded, restoreEmbedded } from './embedded';
import { backupPostgres, restorePostgres } from './postgres';
import { storageFromEnv } from './storage';
import type { BackupResult, RestoreResult } from './unpack';
import { totalRows } from './verify';

/**
 * `npm run backup [folder]` and `npm run restore <file>` (scripts/backup.mjs runs this file once
 * the API is built), with the shop's own DATABASE_URL, DATA_DIR and UPLOAD_DIR. docs/backups.md.
 */

const USAGE = 'Usage: npm run backup [folder]   (default folder: backups)\n       npm run restore <backup file>';

const plural = (count: number, one: string) => `${count.toLocaleString('en-US')} ${one}${count === 1 ? '' : 's'}`;
/** A path as the operator typed it: relative below the current folder, absolute elsewhere. */
const shown = (file: string) => (path.relative(process.cwd(), file).startsWith('..') ? file : path.relative(process.cwd(), file));
const megabytes = (file: string) => `${(statSync(file).size / 1024 / 1024).toFixed(1)} MB`;
const schemaOf = (result: { manifest: BackupResult['manifest'] }) => result.manifest.migrations.lastTag ?? `${result.manifest.migrations.applied} migrations`;

function describeBackup(result: BackupResult): string {
  const { manifest } = result;
  const what = manifest.source === 'embedded' ? 'the embedded database' : 'the PostgreSQL database';
  return (
    `Backed up ${what} (${plural(Object.keys(manifest.tables).length, 'table')}, ${plural(totalRows(manifest.tables), 'row')}, schema ${schemaOf(result)}) ` +
    `and ${plural(Object.keys(manifest.pictures).length, 'picture')} to ${shown(result.file)} (${megabytes(result.file)}).`
  );
}

function describeRestore(file: string, result: RestoreResult): string {
  const { manifest } = result;
  return [
    `Restored ${file}, taken ${manifest.createdAt}:`,
    `  database ${result.databaseAt}: ${plural(Object.keys(manifest.tables).length, 'table')}, ${plural(totalRows(manifest.tables), 'row')}, schema ${schemaOf(result)}; every table's row count matches the manifest`,
    `  pictures ${result.uploadsAt}: ${plural(Object.keys(manifest.pictures).length, 'picture')}, every sha256 matches the manifest`,
    'Start the shop with the same settings to serve it; it applies any newer migrations itself.',
  ].join('\n');
}

async function main(argv: string[]): Promise<void> {
  const [command, argument, extra] = argv;
  if (extra !== undefined || (command !== 'backup' && command !== 'restore')) throw new BackupError(USAGE);
  const storage = storageFromEnv();
  if (command === 'backup') {
    const outFolder = path.resolve(argument ?? 'backups');
    const result = storage.kind === 'embedded' ? await backupEmbedded(storage, outFolder) : await backupPostgres(storage, outFolder);
    console.log(describeBackup(result));
    return;
  }
  if (!argument) throw new BackupError(`Name the backup file to restore.\n${USAGE}`);
  const file = path.resolve(argument);
  const result = storage.kind === 'embedded' ? await restoreEmbedded(storage, file) : await restorePostgres(storage, file);
  console.log(describeRestore(argument, result));
}

main(process.argv.slice(2)).catch((error: unknown) => {
  // A sentence for the operator, never a stack: ours say what to do, others say what failed.
  if (error instanceof BackupError) console.error(error.message);
  else console.error(`The ${process.argv[2] === 'restore' ? 'restore' : 'backup'} failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
