CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- hand-written: trigram matching (ADR 0044); PGlite loads the extension's files when it opens (db/pglite-extensions.ts); pg_trgm is a trusted extension, so a database owner may create it on PostgreSQL
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- hand-written: a text as a search matches it, lower-cased (ASCII letters, as the API lower-cases a query, whatever the collation): its words of ASCII letters and digits, its runs of Chinese, Japanese or Korean characters, then each such character and each pair of neighbours in a run as words of their own (a query of one or two characters has no trigram inside it; ` 耳机 ` has three)
create or replace function search_document(body text) returns text
  language sql immutable parallel safe
as $$
  select ' ' || regexp_replace(b, '[^0-9a-z]+', ' ', 'g')
    || ' ' || c
    || ' ' || coalesce((select string_agg(substr(run, i, 1) || ' ' || substr(run, i, 2), ' ') from regexp_split_to_table(trim(c), ' +') as run, generate_series(1, length(run)) as i), '')
    || ' '
  from (select lower(body collate "C") as b) as lowered,
    lateral (select regexp_replace(b, '[^\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]+', ' ', 'g') as c) as cjk
$$;--> statement-breakpoint
-- hand-written: a goods row's search text, from its names and subtitles, its category's and that category's parent's names and its brand's; its words join the shop's words
create or replace function goods_search_text() returns trigger
  language plpgsql
as $$
declare
  body text := concat_ws(' ',
    new.name_zh, new.name_en, new.subtitle_zh, new.subtitle_en,
    (select concat_ws(' ', c.name_zh, c.name_en, p.name_zh, p.name_en) from categories c left join categories p on p.id = c.parent_id where c.id = new.category_id),
    (select concat_ws(' ', b.name_zh, b.name_en) from brands b where b.id = new.brand_id));
begin
  new.search_text := search_document(body);
  insert into search_words (word)
    select distinct word from regexp_split_to_table(lower(body collate "C"), '[^a-z]+') as word where length(word) >= 3
    on conflict do nothing;
  return new;
end
$$;--> statement-breakpoint
-- hand-written: written on every insert and on every edit of what it is made of (not on a sale or a stock change)
create or replace trigger goods_search_text before insert or update of name_zh, name_en, subtitle_zh, subtitle_en, category_id, brand_id on goods
  for each row execute function goods_search_text();--> statement-breakpoint
-- hand-written: a renamed or moved category writes its goods' and its sub-categories' goods' search text again (naming category_id fires the trigger above)
create or replace function categories_search_text() returns trigger
  language plpgsql
as $$
begin
  update goods set category_id = category_id where category_id in (select id from categories where id = new.id or parent_id = new.id);
  return null;
end
$$;--> statement-breakpoint
create or replace trigger categories_search_text after update of name_zh, name_en, parent_id on categories
  for each row when (old.name_zh is distinct from new.name_zh or old.name_en is distinct from new.name_en or old.parent_id is distinct from new.parent_id)
  execute function categories_search_text();--> statement-breakpoint
-- hand-written: a renamed brand writes its goods' search text again
create or replace function brands_search_text() returns trigger
  language plpgsql
as $$
begin
  update goods set brand_id = brand_id where brand_id = new.id;
  return null;
end
$$;--> statement-breakpoint
create or replace trigger brands_search_text after update of name_zh, name_en on brands
  for each row when (old.name_zh is distinct from new.name_zh or old.name_en is distinct from new.name_en)
  execute function brands_search_text();--> statement-breakpoint
-- backfill: goods.search_text: the goods a shop already has get their search text and words (naming category_id fires the trigger)
UPDATE goods SET category_id = category_id;--> statement-breakpoint
-- hand-written: one GIN trigram index serves every LIKE '%…%' of a search; built after the backfill
CREATE INDEX "goods_search_text_trgm_idx" ON "goods" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- hand-written: and one serves the respelling of a word no goods contain
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
