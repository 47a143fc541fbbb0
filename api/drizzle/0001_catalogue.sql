-- Cart rows written before the catalogue existed point at no goods and would fail the new foreign keys.
DELETE FROM "cart_items";--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name_zh" varchar(40) NOT NULL,
	"name_en" varchar(60) NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_pkey" PRIMARY KEY("user_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "footprints" (
	"user_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "footprints_pkey" PRIMARY KEY("user_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name_zh" varchar(120) NOT NULL,
	"name_en" varchar(160) NOT NULL,
	"subtitle_zh" varchar(200) DEFAULT '' NOT NULL,
	"subtitle_en" varchar(240) DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"content_zh" text DEFAULT '' NOT NULL,
	"content_en" text DEFAULT '' NOT NULL,
	"sell_price_cents" integer NOT NULL,
	"market_price_cents" integer NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"status" varchar(3) DEFAULT 'on' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_status_check" CHECK ("goods"."status" in ('on', 'off')),
	CONSTRAINT "goods_prices_check" CHECK ("goods"."sell_price_cents" >= 0 and "goods"."market_price_cents" >= 0),
	CONSTRAINT "goods_sales_check" CHECK ("goods"."sales" >= 0)
);
--> statement-breakpoint
CREATE TABLE "goods_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"sku_id" integer,
	"sku_text" varchar(200) DEFAULT '' NOT NULL,
	"rating" integer NOT NULL,
	"content" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_comments_rating_check" CHECK ("goods_comments"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "goods_skus" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"spec_key" text DEFAULT '' NOT NULL,
	"sell_price_cents" integer NOT NULL,
	"market_price_cents" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	CONSTRAINT "goods_skus_stock_check" CHECK ("goods_skus"."stock" >= 0),
	CONSTRAINT "goods_skus_prices_check" CHECK ("goods_skus"."sell_price_cents" >= 0 and "goods_skus"."market_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "goods_spec_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"spec_id" integer NOT NULL,
	"value_zh" varchar(60) NOT NULL,
	"value_en" varchar(80) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_specs" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"name_zh" varchar(40) NOT NULL,
	"name_en" varchar(60) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"keyword" varchar(50) NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_zh" varchar(60) NOT NULL,
	"name_en" varchar(80) NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"banner" text DEFAULT '' NOT NULL,
	"description_zh" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"rating" integer DEFAULT 50 NOT NULL,
	CONSTRAINT "shops_rating_check" CHECK ("shops"."rating" between 0 and 50)
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footprints" ADD CONSTRAINT "footprints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footprints" ADD CONSTRAINT "footprints_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_comments" ADD CONSTRAINT "goods_comments_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_comments" ADD CONSTRAINT "goods_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_comments" ADD CONSTRAINT "goods_comments_sku_id_goods_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."goods_skus"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_skus" ADD CONSTRAINT "goods_skus_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_spec_values" ADD CONSTRAINT "goods_spec_values_spec_id_goods_specs_id_fk" FOREIGN KEY ("spec_id") REFERENCES "public"."goods_specs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_specs" ADD CONSTRAINT "goods_specs_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_history" ADD CONSTRAINT "search_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_id_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "footprints_user_visited_idx" ON "footprints" USING btree ("user_id","visited_at");--> statement-breakpoint
CREATE INDEX "goods_category_id_idx" ON "goods" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "goods_shop_id_idx" ON "goods" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "goods_comments_goods_created_idx" ON "goods_comments" USING btree ("goods_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_skus_goods_key_unique" ON "goods_skus" USING btree ("goods_id","spec_key");--> statement-breakpoint
CREATE INDEX "goods_spec_values_spec_id_idx" ON "goods_spec_values" USING btree ("spec_id");--> statement-breakpoint
CREATE INDEX "goods_specs_goods_id_idx" ON "goods_specs" USING btree ("goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "search_history_user_keyword_unique" ON "search_history" USING btree ("user_id","keyword");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_sku_id_goods_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."goods_skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_sku_unique" ON "cart_items" USING btree ("user_id","sku_id");