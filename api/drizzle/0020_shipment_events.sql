CREATE TABLE "shipment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"happened_at" timestamp with time zone NOT NULL,
	"kind" varchar(20),
	"place" jsonb NOT NULL,
	"details" jsonb NOT NULL,
	"source" varchar(8) NOT NULL,
	"provider" varchar(24),
	"provider_ref" varchar(64),
	"staff_id" integer,
	"staff_username" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_events_order_time_idx" ON "shipment_events" USING btree ("order_id","happened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_events_provider_ref_unique" ON "shipment_events" USING btree ("order_id","provider_ref");