CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"accept_name" varchar(40) NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"email" varchar(100) DEFAULT '' NOT NULL,
	"country" varchar(40) NOT NULL,
	"province" varchar(40) NOT NULL,
	"city" varchar(40) NOT NULL,
	"address" varchar(200) NOT NULL,
	"address2" varchar(200) DEFAULT '' NOT NULL,
	"zip" varchar(12) DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_zh" varchar(60) NOT NULL,
	"name_en" varchar(80) NOT NULL,
	"type" varchar(8) NOT NULL,
	"denomination_cents" integer DEFAULT 0 NOT NULL,
	"discount" integer DEFAULT 100 NOT NULL,
	"min_amount_cents" integer DEFAULT 0 NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coupons_type_check" CHECK ("coupons"."type" in ('full', 'discount')),
	CONSTRAINT "coupons_amounts_check" CHECK ("coupons"."denomination_cents" >= 0 and "coupons"."min_amount_cents" >= 0 and "coupons"."discount" between 1 and 100),
	CONSTRAINT "coupons_period_check" CHECK ("coupons"."end_at" > "coupons"."start_at")
);
--> statement-breakpoint
CREATE TABLE "member_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"coupon_id" integer NOT NULL,
	"used_at" timestamp with time zone,
	"used_order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_coupons_used_check" CHECK ("member_coupons"."used_order_id" is null or "member_coupons"."used_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"name_zh" varchar(120) NOT NULL,
	"name_en" varchar(160) NOT NULL,
	"image" text NOT NULL,
	"sku_text_zh" varchar(200) DEFAULT '' NOT NULL,
	"sku_text_en" varchar(200) DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_items_quantity_check" CHECK ("order_items"."quantity" > 0),
	CONSTRAINT "order_items_price_check" CHECK ("order_items"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(24) NOT NULL,
	"user_id" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"goods_cents" integer NOT NULL,
	"freight_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"payable_cents" integer NOT NULL,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"delivery" varchar(8) NOT NULL,
	"address" jsonb,
	"store" jsonb,
	"pickup_code" varchar(12),
	"express_company" varchar(40),
	"tracking_no" varchar(40),
	"invoice" jsonb,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"merchant_remark" varchar(200) DEFAULT '' NOT NULL,
	"member_coupon_id" integer,
	"payment_method" varchar(8),
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" between 0 and 6),
	CONSTRAINT "orders_delivery_check" CHECK ("orders"."delivery" in ('express', 'pickup')),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."goods_cents" >= 0 and "orders"."freight_cents" >= 0 and "orders"."discount_cents" >= 0 and "orders"."payable_cents" >= 1 and "orders"."payable_cents" = "orders"."goods_cents" + "orders"."freight_cents" - "orders"."discount_cents"),
	CONSTRAINT "orders_paid_check" CHECK ("orders"."paid_cents" = 0 or "orders"."paid_cents" = "orders"."payable_cents")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_no" varchar(32) NOT NULL,
	"order_id" integer NOT NULL,
	"method" varchar(8) NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" varchar(8) DEFAULT 'pending' NOT NULL,
	"gateway_token" varchar(64),
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_payment_no_unique" UNIQUE("payment_no"),
	CONSTRAINT "payments_gateway_token_unique" UNIQUE("gateway_token"),
	CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('balance', 'sandbox')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'paid')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "pickup_stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_zh" varchar(60) NOT NULL,
	"name_en" varchar(80) NOT NULL,
	"business_hours_zh" varchar(60) NOT NULL,
	"business_hours_en" varchar(80) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"address_zh" varchar(200) NOT NULL,
	"address_en" varchar(240) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processed_notifications" (
	"payment_no" varchar(32) PRIMARY KEY NOT NULL,
	"sign" varchar(64) NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer,
	"type" varchar(8) NOT NULL,
	"amount_cents" integer NOT NULL,
	"balance_after_cents" integer NOT NULL,
	"description_zh" varchar(200) NOT NULL,
	"description_en" varchar(240) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_ledger_type_check" CHECK ("wallet_ledger"."type" in ('income', 'expense')),
	CONSTRAINT "wallet_ledger_amounts_check" CHECK ("wallet_ledger"."amount_cents" > 0 and "wallet_ledger"."balance_after_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_used_order_id_orders_id_fk" FOREIGN KEY ("used_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_sku_id_goods_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."goods_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_coupon_id_member_coupons_id_fk" FOREIGN KEY ("member_coupon_id") REFERENCES "public"."member_coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_id_idx" ON "addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_user_default_unique" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE INDEX "member_coupons_user_id_idx" ON "member_coupons" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "order_items_order_id_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_user_status_idx" ON "orders" USING btree ("user_id","status","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_expires_idx" ON "orders" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "payments_order_id_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_paid_unique" ON "payments" USING btree ("order_id") WHERE "payments"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "wallet_ledger_user_created_idx" ON "wallet_ledger" USING btree ("user_id","created_at");