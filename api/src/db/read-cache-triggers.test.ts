import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { READ_CACHE_CHANNEL } from '../http/read-cache';
import { READ_TAGS } from '../http/read-cache-invalidation';
import { createTestApp, type TestApp } from '../testing/test-app';
import type { DatabaseConnection } from './client';

/** What the migration's statement-level triggers must name: a table the cached reads are made of → its tag. */
const CATALOGUE_TAGS: Record<string, string> = {
  site_settings: READ_TAGS.settings,
  site_options: READ_TAGS.settings,
  designs: READ_TAGS.design,
  categories: READ_TAGS.category,
  shops: READ_TAGS.goods,
  brands: READ_TAGS.goods,
  goods: READ_TAGS.goods,
  goods_specs: READ_TAGS.goods,
  goods_spec_values: READ_TAGS.goods,
  goods_skus: READ_TAGS.goods,
  activities: READ_TAGS.goods,
  activity_skus: READ_TAGS.goods,
  flash_slots: READ_TAGS.goods,
  goods_comments: READ_TAGS.reviews,
};

type TriggerRow = { table_name: string; trigger_name: string; args: string };

/** The read-cache triggers live in a migration (plain SQL): they must keep naming the tags and channel the code uses. */
describe('the read cache triggers of the migrations', () => {
  let t: TestApp;
  let connection: DatabaseConnection;
  let triggers: TriggerRow[];
  beforeAll(async () => {
    // Every migration has run on a test app's database, PGlite's or PostgreSQL's.
    t = await createTestApp();
    connection = t.connection;
    const result = await connection.db.execute(sql`
      select c.relname as table_name, t.tgname as trigger_name, encode(t.tgargs, 'escape') as args
      from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where t.tgname like 'read_cache_%' and not t.tgisinternal`);
    triggers = (result as { rows: TriggerRow[] }).rows;
  });
  afterAll(() => t.close());

  it('tags every catalogue table with the tag the cached reads use', () => {
    const statementLevel = Object.fromEntries(
      triggers.filter((row) => row.trigger_name === `read_cache_${row.table_name}` && row.args !== '').map((row) => [row.table_name, row.args.replace(/\\000$/, '')]),
    );
    expect(statementLevel).toEqual(CATALOGUE_TAGS);
  });

  it('drops members’ sessions and cart counts, and the reviews when a reviewer is renamed', () => {
    expect(triggers.map((row) => row.trigger_name).sort()).toEqual(
      expect.arrayContaining(['read_cache_cart_items', 'read_cache_cart_items_truncate', 'read_cache_reviewers', 'read_cache_sessions']),
    );
    expect(triggers.find((row) => row.trigger_name === 'read_cache_reviewers')?.args.replace(/\\000$/, '')).toBe(READ_TAGS.reviews);
  });

  it('notifies the channel the API listens on', async () => {
    const received: string[] = [];
    const stop = await connection.listen(READ_CACHE_CHANNEL, (payload) => received.push(payload));
    await connection.db.execute(sql`update site_settings set data = data`);
    for (let attempt = 0; attempt < 50 && received.length === 0; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    await stop();
    expect(received.map((payload) => JSON.parse(payload) as unknown)).toContainEqual({ tags: [READ_TAGS.settings] });
  });
});
