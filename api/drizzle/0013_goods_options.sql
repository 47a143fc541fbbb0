DROP INDEX "goods_skus_goods_key_unique";--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_skus" ADD COLUMN "code" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_skus" ADD COLUMN "status" varchar(3) DEFAULT 'on' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_spec_values" ADD COLUMN "image" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "goods_skus_goods_key_unique" ON "goods_skus" USING btree ("goods_id","spec_key") WHERE "goods_skus"."status" = 'on';--> statement-breakpoint
ALTER TABLE "goods_skus" ADD CONSTRAINT "goods_skus_status_check" CHECK ("goods_skus"."status" in ('on', 'off'));