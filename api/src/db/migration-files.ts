import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { API_ROOT } from './client';

export const MIGRATIONS_FOLDER = path.join(API_ROOT, 'drizzle');

/** One migration as drizzle applies it: `when` is its journal time, which drizzle records as `created_at`. */
export type MigrationFile = {
  idx: number;
  tag: string;
  when: number;
  /** sha256 of the whole file, as drizzle records it in `drizzle.__drizzle_migrations.hash`. */
  hash: string;
  sql: string;
};

type JournalEntry = { idx: number; tag: string; when: number };

/** The migrations of `folder` (api/drizzle) in journal order, each with the hash drizzle stores for it. */
export function readMigrationFiles(folder = MIGRATIONS_FOLDER): MigrationFile[] {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries.map(({ idx, tag, when }) => {
    const sql = fs.readFileSync(path.join(folder, `${tag}.sql`), 'utf8');
    return { idx, tag, when, sql, hash: createHash('sha256').update(sql).digest('hex') };
  });
}

/** The `.sql` files of `folder`, journal or not: a file the journal does not name is never applied. */
export function sqlFileTags(folder = MIGRATIONS_FOLDER): string[] {
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .map((name) => name.slice(0, -'.sql'.length))
    .sort();
}
