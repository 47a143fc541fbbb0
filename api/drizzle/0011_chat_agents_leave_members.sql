ALTER TABLE "chat_presence" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "chat_presence" CASCADE;--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "chat_conversations" DROP CONSTRAINT "chat_conversations_agent_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "chat_phrases" DROP CONSTRAINT "chat_phrases_agent_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "chat_conversations_agent_idx";--> statement-breakpoint
DROP INDEX "chat_phrases_agent_idx";--> statement-breakpoint
ALTER TABLE "chat_conversations" DROP COLUMN "agent_id";--> statement-breakpoint
ALTER TABLE "chat_phrases" DROP COLUMN "agent_id";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('member', 'admin'));