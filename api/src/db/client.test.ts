import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { FRESH_DATABASE_TIMEOUT_MS } from '../testing/fresh-database-timeout';
import { embeddedDataDir, openDatabase } from './client';

describe('the embedded database folder', () => {
  const parent = mkdtempSync(path.join(tmpdir(), 'shop-data-'));
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  it('leaves an in-memory location alone', () => {
    expect(embeddedDataDir('memory://')).toBe('memory://');
  });

  it('opens a data folder whose parents do not exist yet, as on a fresh clone', async () => {
    const dataDir = path.join(parent, '.data', 'pglite');
    const connection = await openDatabase({ dataDir });
    try {
      const result = (await connection.db.execute(sql`select 1 as one`)) as { rows: unknown[] };
      expect(result.rows[0]).toEqual({ one: 1 });
      expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    } finally {
      await connection.close();
    }
  }, FRESH_DATABASE_TIMEOUT_MS);
});
