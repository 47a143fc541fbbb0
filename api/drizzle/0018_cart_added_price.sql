ALTER TABLE "cart_items" ADD COLUMN "added_price_cents" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "added_stock" integer;--> statement-breakpoint
-- hand-written: rows already in carts remember their SKU's price and stock as of this migration
UPDATE "cart_items" SET "added_price_cents" = "goods_skus"."sell_price_cents", "added_stock" = "goods_skus"."stock" FROM "goods_skus" WHERE "goods_skus"."id" = "cart_items"."sku_id";
