CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_zh" varchar(40) NOT NULL,
	"name_en" varchar(60) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "brand_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "brands_name_zh_unique" ON "brands" USING btree ("name_zh");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_name_en_unique" ON "brands" USING btree ("name_en");--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_brand_id_idx" ON "goods" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "search_history_keyword_idx" ON "search_history" USING btree (lower("keyword"));--> statement-breakpoint
-- hand-written: the read-cache trigger of brands (goods/index, goods/facets name them), as 0009 does for the catalogue
create or replace trigger read_cache_brands after insert or update or delete or truncate on brands
  for each statement execute function read_cache_notify('goods');
