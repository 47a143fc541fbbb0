import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { releaseFixtureMigrations } from '../testing/release-fixture';
import { MIGRATIONS_FOLDER, readMigrationFiles, sqlFileTags, type MigrationFile } from './migration-files';
import { findHistoryProblems, type AppliedMigration } from './migration-history';

const files = readMigrationFiles();
const released = releaseFixtureMigrations();

/** Forward only (ADR 0038): what a released database applied never changes, and new migrations only come after it. */
describe('the migration history', () => {
  it("keeps every migration the previous release's database applied, unedited, in its place", () => {
    expect(released.length).toBeGreaterThan(0);
    expect(files.slice(0, released.length).map((file) => ({ hash: file.hash, createdAt: file.when }))).toEqual(released);
    expect(findHistoryProblems(released, files)).toEqual([]);
  });

  it('is numbered in journal order, each file in the journal and each journal time later than the one before', () => {
    files.forEach((file, position) => {
      expect({ tag: file.tag, idx: file.idx }).toEqual({ tag: expect.stringMatching(new RegExp(`^${String(position).padStart(4, '0')}_[a-z0-9_]+$`)), idx: position });
      if (position > 0) expect(file.when).toBeGreaterThan(files[position - 1]!.when);
    });
    expect(sqlFileTags()).toEqual(files.map((file) => file.tag).sort());
  });

  it("chains drizzle-kit's snapshots in the same order, so the next generate diffs against the last one", () => {
    const snapshots = files.map((file) => {
      const snapshot = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', `${file.tag.slice(0, 4)}_snapshot.json`), 'utf8')) as { id: string; prevId: string };
      return { id: snapshot.id, prevId: snapshot.prevId };
    });
    snapshots.forEach((snapshot, position) => expect(snapshot.prevId).toBe(position === 0 ? '00000000-0000-0000-0000-000000000000' : snapshots[position - 1]!.id));
  });
});

describe('a database history this build does not match', () => {
  const applied: AppliedMigration[] = files.map((file) => ({ hash: file.hash, createdAt: file.when }));
  const withFile = (index: number, change: Partial<MigrationFile>) => files.map((file, at) => (at === index ? { ...file, ...change } : file));

  it('is refused when a released migration was edited', () => {
    expect(findHistoryProblems(applied, withFile(3, { hash: 'edited' }))).toEqual([`${files[3]!.tag} was edited after the database applied it (forward-only: write a new migration instead)`]);
  });

  it('is refused when a new migration comes before the last applied one, which drizzle would skip', () => {
    const slipped: MigrationFile = { ...files[0]!, idx: files.length, tag: '9999_late', when: files.at(-1)!.when - 1, hash: 'late' };
    expect(findHistoryProblems(applied, [...files, slipped])).toEqual(['9999_late is older than the database\'s last migration and would never be applied (give it a later journal time)']);
  });

  it('is refused when a released migration is gone', () => {
    expect(findHistoryProblems(applied, files.filter((_, at) => at !== 5))).toHaveLength(1);
  });

  it('is accepted when the database is ahead: the previous API on a schema the next one migrated', () => {
    expect(findHistoryProblems([...applied, { hash: 'next', createdAt: files.at(-1)!.when + 1 }], files)).toEqual([]);
    expect(findHistoryProblems(applied.slice(0, 4), files)).toEqual([]);
  });
});
