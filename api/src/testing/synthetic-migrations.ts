import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from '../db/migration-files';

type Journal = { entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[] };

/**
 * A copy of api/drizzle in a temporary folder, with `extra` migrations appended to the journal (each
 * a tag, its SQL and, when it should not simply come last, its journal time) and `edits` applied to
 * existing files: what the tests of the migration rules feed to migrateDatabase.
 */
export function syntheticMigrations(options: { extra?: { tag: string; sql: string; when?: number }[]; edits?: Record<string, (sql: string) => string> }): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-migrations-'));
  fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as Journal;
  for (const [tag, edit] of Object.entries(options.edits ?? {})) {
    const file = path.join(folder, `${tag}.sql`);
    fs.writeFileSync(file, edit(fs.readFileSync(file, 'utf8')));
  }
  for (const { tag, sql, when } of options.extra ?? []) {
    const last = journal.entries.at(-1)!;
    journal.entries.push({ idx: last.idx + 1, version: last.version, when: when ?? last.when + 1000, tag, breakpoints: true });
    fs.writeFileSync(path.join(folder, `${tag}.sql`), sql);
  }
  fs.writeFileSync(journalFile, JSON.stringify(journal, null, 2));
  return folder;
}
