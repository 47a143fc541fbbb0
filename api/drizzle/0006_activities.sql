CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(8) NOT NULL,
	"goods_id" integer NOT NULL,
	"title_zh" varchar(120) NOT NULL,
	"title_en" varchar(160) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"per_member_limit" integer DEFAULT 0 NOT NULL,
	"per_order_limit" integer DEFAULT 0 NOT NULL,
	"group_size" integer,
	"group_window_minutes" integer,
	"slot_id" integer,
	"helpers_needed" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_type_check" CHECK ("activities"."type" in ('group', 'second', 'bargain', 'point', 'limit')),
	CONSTRAINT "activities_window_check" CHECK ("activities"."ends_at" > "activities"."starts_at"),
	CONSTRAINT "activities_limits_check" CHECK ("activities"."per_member_limit" >= 0 and "activities"."per_order_limit" >= 0),
	CONSTRAINT "activities_group_check" CHECK (("activities"."type" = 'group') = ("activities"."group_size" is not null and "activities"."group_size" >= 2 and "activities"."group_window_minutes" is not null and "activities"."group_window_minutes" >= 1)),
	CONSTRAINT "activities_slot_check" CHECK (("activities"."type" = 'second') = ("activities"."slot_id" is not null)),
	CONSTRAINT "activities_bargain_check" CHECK (("activities"."type" = 'bargain') = ("activities"."helpers_needed" is not null and "activities"."helpers_needed" >= 1))
);
--> statement-breakpoint
CREATE TABLE "activity_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"leader_id" integer NOT NULL,
	"size" integer NOT NULL,
	"status" varchar(8) DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_groups_status_check" CHECK ("activity_groups"."status" in ('open', 'success', 'failed')),
	CONSTRAINT "activity_groups_size_check" CHECK ("activity_groups"."size" >= 2)
);
--> statement-breakpoint
CREATE TABLE "activity_skus" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"floor_cents" integer,
	"points" integer DEFAULT 0 NOT NULL,
	"stock" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_skus_stock_check" CHECK ("activity_skus"."stock" >= 0 and "activity_skus"."sold" >= 0),
	CONSTRAINT "activity_skus_price_check" CHECK ("activity_skus"."price_cents" >= 0 and "activity_skus"."points" >= 0),
	CONSTRAINT "activity_skus_floor_check" CHECK ("activity_skus"."floor_cents" is null or ("activity_skus"."floor_cents" >= 1 and "activity_skus"."floor_cents" < "activity_skus"."price_cents"))
);
--> statement-breakpoint
CREATE TABLE "bargain_helps" (
	"bargain_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"cut_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bargain_helps_pkey" PRIMARY KEY("bargain_id","user_id"),
	CONSTRAINT "bargain_helps_cut_check" CHECK ("bargain_helps"."cut_cents" >= 1)
);
--> statement-breakpoint
CREATE TABLE "bargains" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"start_cents" integer NOT NULL,
	"floor_cents" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"helpers_needed" integer NOT NULL,
	"helpers" integer DEFAULT 0 NOT NULL,
	"status" varchar(8) DEFAULT 'open' NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bargains_status_check" CHECK ("bargains"."status" in ('open', 'bought', 'failed')),
	CONSTRAINT "bargains_price_check" CHECK ("bargains"."floor_cents" >= 1 and "bargains"."price_cents" between "bargains"."floor_cents" and "bargains"."start_cents" and "bargains"."helpers" between 0 and "bargains"."helpers_needed")
);
--> statement-breakpoint
CREATE TABLE "flash_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"start_minute" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	CONSTRAINT "flash_slots_time_check" CHECK ("flash_slots"."start_minute" between 0 and 1439 and "flash_slots"."duration_minutes" between 1 and 1440)
);
--> statement-breakpoint
CREATE TABLE "group_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"is_leader" boolean DEFAULT false NOT NULL,
	"status" varchar(8) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_members_status_check" CHECK ("group_members"."status" in ('pending', 'paid', 'released', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "activity_type" varchar(8);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "activity_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_spent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_slot_id_flash_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."flash_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_groups" ADD CONSTRAINT "activity_groups_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_groups" ADD CONSTRAINT "activity_groups_leader_id_users_id_fk" FOREIGN KEY ("leader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_skus" ADD CONSTRAINT "activity_skus_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_skus" ADD CONSTRAINT "activity_skus_sku_id_goods_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."goods_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bargain_helps" ADD CONSTRAINT "bargain_helps_bargain_id_bargains_id_fk" FOREIGN KEY ("bargain_id") REFERENCES "public"."bargains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bargain_helps" ADD CONSTRAINT "bargain_helps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bargains" ADD CONSTRAINT "bargains_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bargains" ADD CONSTRAINT "bargains_sku_id_goods_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."goods_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bargains" ADD CONSTRAINT "bargains_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bargains" ADD CONSTRAINT "bargains_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_activity_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."activity_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_type_ends_idx" ON "activities" USING btree ("type","ends_at");--> statement-breakpoint
CREATE INDEX "activities_goods_id_idx" ON "activities" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "activity_groups_activity_status_idx" ON "activity_groups" USING btree ("activity_id","status","expires_at");--> statement-breakpoint
CREATE INDEX "activity_groups_status_expires_idx" ON "activity_groups" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_skus_activity_sku_unique" ON "activity_skus" USING btree ("activity_id","sku_id");--> statement-breakpoint
CREATE INDEX "bargains_user_id_idx" ON "bargains" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bargains_open_unique" ON "bargains" USING btree ("activity_id","user_id") WHERE "bargains"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "flash_slots_start_unique" ON "flash_slots" USING btree ("start_minute");--> statement-breakpoint
CREATE INDEX "group_members_group_id_idx" ON "group_members" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_members_order_unique" ON "group_members" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_members_live_unique" ON "group_members" USING btree ("group_id","user_id") WHERE "group_members"."status" in ('pending', 'paid');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_activity_user_idx" ON "orders" USING btree ("activity_id","user_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_activity_check" CHECK (("orders"."activity_type" is null) = ("orders"."activity_id" is null) and "orders"."points_spent" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_check" CHECK ("orders"."goods_cents" >= 0 and "orders"."freight_cents" >= 0 and "orders"."discount_cents" >= 0 and "orders"."payable_cents" >= (case when "orders"."points_spent" > 0 then 0 else 1 end) and "orders"."payable_cents" = "orders"."goods_cents" + "orders"."freight_cents" - "orders"."discount_cents");