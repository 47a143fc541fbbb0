CREATE TABLE "chat_agent_pictures" (
	"staff_id" integer NOT NULL,
	"file_name" varchar(80) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_agent_pictures_pkey" PRIMARY KEY("staff_id","file_name")
);
--> statement-breakpoint
ALTER TABLE "chat_presence" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "chat_presence" CASCADE;--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "chat_conversations" DROP CONSTRAINT "chat_conversations_agent_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "chat_phrases" DROP CONSTRAINT "chat_phrases_agent_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "chat_conversations_agent_idx";--> statement-breakpoint
DROP INDEX "chat_phrases_agent_idx";--> statement-breakpoint
ALTER TABLE "chat_agent_pictures" ADD CONSTRAINT "chat_agent_pictures_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" DROP COLUMN "agent_id";--> statement-breakpoint
ALTER TABLE "chat_phrases" DROP COLUMN "agent_id";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('member', 'admin'));