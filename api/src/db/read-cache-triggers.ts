import { sql } from 'drizzle-orm';
import { READ_CACHE_CHANNEL } from '../http/read-cache';
import { READ_TAGS } from '../http/read-cache-invalidation';
import type { Db } from './client';

/** Table → the cached reads' tags a change to it invalidates (whatever wrote it: a route, a timer, a script, psql). */
const TABLE_TAGS: Record<string, string[]> = {
  site_settings: [READ_TAGS.settings],
  designs: [READ_TAGS.design],
  categories: [READ_TAGS.category],
  shops: [READ_TAGS.goods],
  goods: [READ_TAGS.goods],
  goods_specs: [READ_TAGS.goods],
  goods_spec_values: [READ_TAGS.goods],
  goods_skus: [READ_TAGS.goods],
  activities: [READ_TAGS.goods],
  activity_skus: [READ_TAGS.goods],
  flash_slots: [READ_TAGS.goods],
  goods_comments: [READ_TAGS.reviews],
};

const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Database triggers that NOTIFY the read cache's channel when what a cached answer is made of
 * changes: PostgreSQL sends them once the transaction commits, to every API node (this one
 * included), so no write path can be forgotten. Statement-level for the catalogue (one NOTIFY per
 * statement, and PostgreSQL folds identical ones in a transaction); row-level where the tag names
 * a member: a revoked session, a changed cart, a reviewer's shown name. Idempotent: runs at every start.
 */
export async function installReadCacheTriggers(db: Db): Promise<void> {
  const channel = quoted(READ_CACHE_CHANNEL);
  const statements = [
    `create or replace function read_cache_notify() returns trigger language plpgsql as $$
     begin
       perform pg_notify(${channel}, json_build_object('tags', to_json(TG_ARGV))::text);
       return null;
     end $$`,
    `create or replace function read_cache_notify_session() returns trigger language plpgsql as $$
     begin
       perform pg_notify(${channel}, json_build_object('tags', json_build_array('session:' || old.token_hash))::text);
       return null;
     end $$`,
    `create or replace function read_cache_notify_cart() returns trigger language plpgsql as $$
     begin
       perform pg_notify(${channel}, json_build_object('tags', json_build_array('cart:' || coalesce(new.user_id, old.user_id)))::text);
       return null;
     end $$`,
    ...Object.entries(TABLE_TAGS).map(
      ([table, tags]) =>
        `create or replace trigger read_cache_${table} after insert or update or delete or truncate on ${table}
         for each statement execute function read_cache_notify(${tags.map(quoted).join(', ')})`,
    ),
    `create or replace trigger read_cache_sessions after update or delete on sessions for each row execute function read_cache_notify_session()`,
    `create or replace trigger read_cache_cart_items after insert or update or delete on cart_items for each row execute function read_cache_notify_cart()`,
    `create or replace trigger read_cache_cart_items_truncate after truncate on cart_items for each statement execute function read_cache_notify('*')`,
    `create or replace trigger read_cache_reviewers after update of username, avatar on users for each row
     when (old.username is distinct from new.username or old.avatar is distinct from new.avatar)
     execute function read_cache_notify(${quoted(READ_TAGS.reviews)})`,
  ];
  for (const statement of statements) await db.execute(sql.raw(statement));
}
