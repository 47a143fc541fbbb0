-- The read cache's invalidation (docs/adr/0018-read-cache.md): after a change to what a cached public
-- read is made of, NOTIFY read_cache with the tags it drops; PostgreSQL delivers it on commit to every
-- API node. Statement-level for the catalogue (PostgreSQL folds identical notifications within a
-- transaction); row-level where the tag names a member: a revoked session, a changed cart, a
-- reviewer's shown name. CREATE OR REPLACE: databases where the API installed them at start keep working.
-- Tags are READ_TAGS in src/http/read-cache-invalidation.ts; src/db/read-cache-triggers.test.ts checks both agree.
create or replace function read_cache_notify() returns trigger language plpgsql as $$
begin
  perform pg_notify('read_cache', json_build_object('tags', to_json(TG_ARGV))::text);
  return null;
end $$;
--> statement-breakpoint
create or replace function read_cache_notify_session() returns trigger language plpgsql as $$
begin
  perform pg_notify('read_cache', json_build_object('tags', json_build_array('session:' || old.token_hash))::text);
  return null;
end $$;
--> statement-breakpoint
create or replace function read_cache_notify_cart() returns trigger language plpgsql as $$
begin
  perform pg_notify('read_cache', json_build_object('tags', json_build_array('cart:' || coalesce(new.user_id, old.user_id)))::text);
  return null;
end $$;
--> statement-breakpoint
create or replace trigger read_cache_site_settings after insert or update or delete or truncate on site_settings
  for each statement execute function read_cache_notify('settings');
--> statement-breakpoint
create or replace trigger read_cache_designs after insert or update or delete or truncate on designs
  for each statement execute function read_cache_notify('design');
--> statement-breakpoint
create or replace trigger read_cache_categories after insert or update or delete or truncate on categories
  for each statement execute function read_cache_notify('category');
--> statement-breakpoint
create or replace trigger read_cache_shops after insert or update or delete or truncate on shops
  for each statement execute function read_cache_notify('goods');
--> statement-breakpoint
create or replace trigger read_cache_goods after insert or update or delete or truncate on goods
  for each statement execute function read_cache_notify('goods');
--> statement-breakpoint
create or replace trigger read_cache_goods_specs after insert or update or delete or truncate on goods_specs
  for each statement execute function read_cache_notify('goods');
--> statement-breakpoint
create or replace trigger read_cache_goods_spec_values after insert or update or delete or truncate on goods_spec_values
  for each statement execute function read_cache_notify('goods');
--> statement-breakpoint
create or replace trigger read_cache_goods_skus after insert or update or delete or truncate on goods_skus
  for each statement execute function read_cache_notify('goods');
--> statement-breakpoint
create or replace trigger read_cache_activities after insert or update or delete or truncate on activities
  for each statement execute function read_cache_notify('goods');
--> statement-breakpoint
create or replace trigger read_cache_activity_skus after insert or update or delete or truncate on activity_skus
  for each statement execute function read_cache_notify('goods');
--> statement-breakpoint
create or replace trigger read_cache_flash_slots after insert or update or delete or truncate on flash_slots
  for each statement execute function read_cache_notify('goods');
--> statement-breakpoint
create or replace trigger read_cache_goods_comments after insert or update or delete or truncate on goods_comments
  for each statement execute function read_cache_notify('reviews');
--> statement-breakpoint
create or replace trigger read_cache_sessions after update or delete on sessions
  for each row execute function read_cache_notify_session();
--> statement-breakpoint
create or replace trigger read_cache_cart_items after insert or update or delete on cart_items
  for each row execute function read_cache_notify_cart();
--> statement-breakpoint
create or replace trigger read_cache_cart_items_truncate after truncate on cart_items
  for each statement execute function read_cache_notify('*');
--> statement-breakpoint
create or replace trigger read_cache_reviewers after update of username, avatar on users
  for each row when (old.username is distinct from new.username or old.avatar is distinct from new.avatar)
  execute function read_cache_notify('reviews');
