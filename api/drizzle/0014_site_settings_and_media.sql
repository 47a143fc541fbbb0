CREATE TABLE "site_options" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"is_wechat" smallint DEFAULT 0 NOT NULL,
	"languages" jsonb NOT NULL,
	"default_lang" varchar(5) NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_options_one_row" CHECK ("site_options"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "media_pictures" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" varchar(80) NOT NULL,
	"mime" varchar(20) NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_options" ADD CONSTRAINT "site_options_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_pictures" ADD CONSTRAINT "media_pictures_uploaded_by_staff_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_pictures_file_unique" ON "media_pictures" USING btree ("file_name");--> statement-breakpoint
CREATE INDEX "media_pictures_created_idx" ON "media_pictures" USING btree ("created_at","id");--> statement-breakpoint
-- hand-written: common/init reads site_options, so a change drops the cached answers on every API node (ADR 0018); the built-in designer and operator roles get the new media.edit permission (contract BUILTIN_ROLES), as a fresh shop's seed gives it.
create or replace trigger read_cache_site_options after insert or update or delete or truncate on site_options
  for each statement execute function read_cache_notify('settings');
--> statement-breakpoint
update staff_roles set permissions = permissions || '["media.edit"]'::jsonb
  where builtin and code in ('designer', 'operator') and not permissions ? 'media.edit';
