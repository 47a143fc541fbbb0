import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_ROOT } from '../db/client';
import type { Manifest } from './manifest';

/** One statement, its rows: PGlite's or node-postgres's query, without parameters. */
export type RunQuery = (sql: string) => Promise<Array<Record<string, unknown>>>;

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/** Every table of the database (the shop's, the job library's, the migrations' own), as `schema.table`. */
export async function listTables(query: RunQuery): Promise<Array<{ schema: string; name: string }>> {
  const rows = await query(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
     WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
     ORDER BY table_schema, table_name`,
  );
  return rows.map((row) => ({ schema: String(row.schema), name: String(row.name) }));
}

export const qualifiedName = (table: { schema: string; name: string }) => `${quote(table.schema)}.${quote(table.name)}`;

/** Rows per table, keyed `schema.table`. */
export async function countRows(query: RunQuery): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await listTables(query)) {
    const [row] = await query(`SELECT count(*)::int AS n FROM ${qualifiedName(table)}`);
    counts[`${table.schema}.${table.name}`] = Number(row?.n ?? 0);
  }
  return counts;
}

type JournalEntry = { when: number; tag: string };

/** The migrations this API carries (api/drizzle/meta/_journal.json), oldest first. */
export function knownMigrations(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(API_ROOT, 'drizzle', 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries;
}

/** How far the database's schema is migrated, from drizzle's own table. */
export async function migrationLevel(query: RunQuery): Promise<Manifest['migrations']> {
  const [exists] = await query(`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`);
  if (!exists?.present) return { applied: 0, lastCreatedAt: null, lastTag: null };
  const [row] = await query('SELECT count(*)::int AS applied, max(created_at)::text AS last FROM drizzle.__drizzle_migrations');
  const lastCreatedAt = typeof row?.last === 'string' ? row.last : null;
  const lastTag = knownMigrations().find((entry) => String(entry.when) === lastCreatedAt)?.tag ?? null;
  return { applied: Number(row?.applied ?? 0), lastCreatedAt, lastTag };
}

/** A backup whose schema is newer than this API's migrations: the API would run on a schema it does not know. */
export function isNewerThanThisApi(level: Manifest['migrations']): boolean {
  if (level.lastCreatedAt === null) return false;
  const newest = knownMigrations().at(-1)?.when ?? 0;
  return Number(level.lastCreatedAt) > newest;
}
