CREATE TABLE "invoice_headers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"header_type" varchar(10) NOT NULL,
	"header" varchar(100) NOT NULL,
	"tax_no" varchar(20),
	"phone" varchar(11) NOT NULL,
	"email" varchar(100) NOT NULL,
	"invoice_type" varchar(8) DEFAULT 'normal' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_headers_type_check" CHECK ("invoice_headers"."header_type" in ('person', 'enterprise')),
	CONSTRAINT "invoice_headers_invoice_type_check" CHECK ("invoice_headers"."invoice_type" in ('normal', 'special')),
	CONSTRAINT "invoice_headers_tax_no_check" CHECK ("invoice_headers"."header_type" = 'person' or "invoice_headers"."tax_no" is not null)
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer,
	"type" varchar(8) NOT NULL,
	"points" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"description_zh" varchar(200) NOT NULL,
	"description_en" varchar(240) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_ledger_type_check" CHECK ("points_ledger"."type" in ('income', 'expense')),
	CONSTRAINT "points_ledger_amounts_check" CHECK ("points_ledger"."points" > 0 and "points_ledger"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "recharges" (
	"id" serial PRIMARY KEY NOT NULL,
	"recharge_no" varchar(24) NOT NULL,
	"user_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" varchar(8) DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recharges_recharge_no_unique" UNIQUE("recharge_no"),
	CONSTRAINT "recharges_amount_check" CHECK ("recharges"."amount_cents" > 0),
	CONSTRAINT "recharges_status_check" CHECK ("recharges"."status" in ('pending', 'paid', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "refund_items" (
	"refund_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "refund_items_pkey" PRIMARY KEY("refund_id","order_item_id"),
	CONSTRAINT "refund_items_quantity_check" CHECK ("refund_items"."quantity" > 0 and "refund_items"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_no" varchar(24) NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"reason" varchar(40) NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amount_cents" integer NOT NULL,
	"refund_method" varchar(8),
	"provider_refund_no" varchar(40),
	"merchant_note" varchar(200) DEFAULT '' NOT NULL,
	"handled_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_refund_no_unique" UNIQUE("refund_no"),
	CONSTRAINT "refunds_kind_check" CHECK ("refunds"."kind" in ('refund', 'return')),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('pending', 'approved', 'rejected', 'cancelled')),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"file_name" varchar(80) NOT NULL,
	"mime" varchar(20) NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "district" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "region_code" varchar(12) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "claimable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "total_quantity" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "issued" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "per_member_limit" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "goods_comments" ADD COLUMN "order_item_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "paid_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "refunded_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_before_refund" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "recharge_id" integer;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD COLUMN "recharge_id" integer;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD COLUMN "refund_id" integer;--> statement-breakpoint
ALTER TABLE "invoice_headers" ADD CONSTRAINT "invoice_headers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_items" ADD CONSTRAINT "refund_items_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_items" ADD CONSTRAINT "refund_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_headers_user_id_idx" ON "invoice_headers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_headers_user_default_unique" ON "invoice_headers" USING btree ("user_id") WHERE "invoice_headers"."is_default";--> statement-breakpoint
CREATE INDEX "points_ledger_user_created_idx" ON "points_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "recharges_user_created_idx" ON "recharges" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_user_created_idx" ON "refunds" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_order_id_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_order_open_unique" ON "refunds" USING btree ("order_id") WHERE "refunds"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "uploads_user_id_idx" ON "uploads" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_user_file_unique" ON "uploads" USING btree ("user_id","file_name");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_comments" ADD CONSTRAINT "goods_comments_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recharge_id_recharges_id_fk" FOREIGN KEY ("recharge_id") REFERENCES "public"."recharges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_recharge_id_recharges_id_fk" FOREIGN KEY ("recharge_id") REFERENCES "public"."recharges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "goods_comments_order_item_unique" ON "goods_comments" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "goods_comments_user_created_idx" ON "goods_comments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_recharge_paid_unique" ON "payments" USING btree ("recharge_id") WHERE "payments"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "payments_recharge_id_idx" ON "payments" USING btree ("recharge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_ledger_recharge_unique" ON "wallet_ledger" USING btree ("recharge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_ledger_refund_unique" ON "wallet_ledger" USING btree ("refund_id");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_quantity_check" CHECK ("coupons"."total_quantity" is null or ("coupons"."issued" >= 0 and "coupons"."issued" <= "coupons"."total_quantity"));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_per_member_check" CHECK ("coupons"."per_member_limit" >= 1);--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_refunded_check" CHECK ("order_items"."refunded_quantity" between 0 and "order_items"."quantity" and "order_items"."refunded_cents" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_check" CHECK ("orders"."refunded_cents" >= 0 and "orders"."refunded_cents" <= "orders"."paid_cents");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_target_check" CHECK (("payments"."order_id" is null) <> ("payments"."recharge_id" is null));--> statement-breakpoint
-- Orders placed before this migration: share each order's discount out over its lines by value.
UPDATE "order_items" AS oi SET "paid_cents" = (oi."price_cents" * oi."quantity")::bigint * (o."goods_cents" - o."discount_cents") / GREATEST(o."goods_cents", 1) FROM "orders" AS o WHERE o."id" = oi."order_id";
