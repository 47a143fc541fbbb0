import path from 'node:path';
import { BackupError } from './backup-error';
import { hashTree, sha256OfFile } from './backup-files';
import type { Manifest } from './manifest';

/** The unpacked dump is the one the manifest was written for. */
export async function verifyDump(staging: string, manifest: Manifest, file: string): Promise<void> {
  const actual = await sha256OfFile(path.join(staging, manifest.database.file)).catch(() => null);
  if (actual !== manifest.database.sha256) throw new BackupError(`${file} is damaged: its database dump ${actual === null ? 'is missing' : 'does not match its manifest'}.`);
}

/** Every picture of the manifest is in `uploads` with its hash, and no other. */
export async function verifyPictures(uploads: string, expected: Manifest['pictures'], what: string): Promise<void> {
  const actual = await hashTree(uploads);
  const missing = Object.keys(expected).filter((name) => !(name in actual));
  const changed = Object.keys(expected).filter((name) => name in actual && actual[name] !== expected[name]);
  const extra = Object.keys(actual).filter((name) => !(name in expected));
  const problems = [
    missing.length ? `${missing.length} missing (${missing.slice(0, 3).join(', ')})` : '',
    changed.length ? `${changed.length} with other contents (${changed.slice(0, 3).join(', ')})` : '',
    extra.length ? `${extra.length} not in the manifest (${extra.slice(0, 3).join(', ')})` : '',
  ].filter(Boolean);
  if (problems.length) throw new BackupError(`The pictures of ${what} do not match the manifest: ${problems.join('; ')}.`);
}

/** The restored database has every table of the manifest with its row count, and no other table. */
export function verifyCounts(expected: Manifest['tables'], actual: Manifest['tables']): void {
  const differences = [...new Set([...Object.keys(expected), ...Object.keys(actual)])]
    .filter((table) => expected[table] !== actual[table])
    .map((table) => `${table}: ${expected[table] ?? 'no table'} in the backup, ${actual[table] ?? 'no table'} restored`);
  if (differences.length) throw new BackupError(`The restored database does not match the backup's manifest: ${differences.slice(0, 5).join('; ')}.`);
}

export const totalRows = (tables: Manifest['tables']) => Object.values(tables).reduce((sum, count) => sum + count, 0);
