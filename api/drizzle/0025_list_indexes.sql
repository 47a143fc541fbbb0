DROP INDEX "orders_created_idx";--> statement-breakpoint
DROP INDEX "orders_paid_idx";--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "goods_on_category_price_idx" ON "goods" USING btree ("category_id","sell_price_cents","sales","id") WHERE "goods"."status" = 'on';--> statement-breakpoint
CREATE INDEX "goods_on_sales_idx" ON "goods" USING btree ("sales" DESC NULLS FIRST,"id") WHERE "goods"."status" = 'on';--> statement-breakpoint
CREATE INDEX "goods_on_price_idx" ON "goods" USING btree ("sell_price_cents","id") WHERE "goods"."status" = 'on';--> statement-breakpoint
CREATE INDEX "goods_on_id_idx" ON "goods" USING btree ("id") WHERE "goods"."status" = 'on';--> statement-breakpoint
CREATE INDEX "goods_skus_on_stock_idx" ON "goods_skus" USING btree ("stock","id") WHERE "goods_skus"."status" = 'on';--> statement-breakpoint
CREATE INDEX "orders_created_cover_idx" ON "orders" USING btree ("created_at","status","delivery","payable_cents","paid_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_paid_cover_idx" ON "orders" USING btree ("paid_at","paid_cents");--> statement-breakpoint
CREATE INDEX "orders_left_idx" ON "orders" USING btree (least("shipped_at", "pickup_ready_at", "received_at")) WHERE "orders"."paid_at" is not null;