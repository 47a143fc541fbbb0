CREATE TABLE "chat_agent_presence" (
	"staff_id" integer NOT NULL,
	"node_id" varchar(64) NOT NULL,
	"connections" integer DEFAULT 0 NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_agent_presence_pkey" PRIMARY KEY("staff_id","node_id")
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "chat_phrases" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "chat_agent_presence" ADD CONSTRAINT "chat_agent_presence_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_phrases" ADD CONSTRAINT "chat_phrases_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_conversations_staff_idx" ON "chat_conversations" USING btree ("staff_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_staff_client_unique" ON "chat_messages" USING btree ("staff_id","client_id") WHERE "chat_messages"."client_id" is not null;--> statement-breakpoint
CREATE INDEX "chat_phrases_staff_idx" ON "chat_phrases" USING btree ("staff_id");--> statement-breakpoint
-- hand-written: the chat's agents become back-office users (docs/adr/0028-chat-agents-are-back-office-users.md).
-- Every member who answered the chat (role agent, or any member the chat names as an agent: an administrator
-- member who answered) gets a back-office user with the customer-service role, the same password and their
-- nickname as name; their conversations, messages, quick phrases and presence rows point at it (presence in its new table). Agents'
-- messages keep `sender` 'agent' and move their writer from `sender_id` (members) to `staff_id`. The member
-- accounts stay, as plain members. The next migration drops the member-side columns, the old presence table and the role `agent`.
UPDATE "staff_roles" SET "permissions" = "permissions" || '["chat.answer"]'::jsonb, "updated_at" = now()
WHERE "code" = 'customer_service' AND "builtin" AND NOT ("permissions" ? 'chat.answer') AND NOT ("permissions" ? '*');
--> statement-breakpoint
CREATE TEMPORARY TABLE "chat_agent_moves" ON COMMIT DROP AS
SELECT u."id" AS "user_id",
  CASE WHEN EXISTS (SELECT 1 FROM "staff_users" s WHERE lower(s."username") = lower(u."username"))
    THEN left(u."username", 12) || '_m' || u."id" ELSE u."username" END AS "username",
  left(u."nickname", 40) AS "name", u."password_hash", NULL::integer AS "staff_id"
FROM "users" u
WHERE u."role" = 'agent'
  OR u."id" IN (SELECT "agent_id" FROM "chat_conversations" WHERE "agent_id" IS NOT NULL)
  OR u."id" IN (SELECT "sender_id" FROM "chat_messages" WHERE "sender" = 'agent' AND "sender_id" IS NOT NULL)
  OR u."id" IN (SELECT "agent_id" FROM "chat_phrases" WHERE "agent_id" IS NOT NULL)
  OR u."id" IN (SELECT "user_id" FROM "chat_presence");
--> statement-breakpoint
-- Only a shop with agents to move needs the role now; a fresh database gets every built-in role from the seed.
INSERT INTO "staff_roles" ("code", "name_zh", "name_en", "permissions", "builtin")
SELECT 'customer_service', '客服', 'Customer service', '["order.view","refund.view","member.view","help.edit","chat.answer"]'::jsonb, true
WHERE EXISTS (SELECT 1 FROM "chat_agent_moves") AND NOT EXISTS (SELECT 1 FROM "staff_roles" WHERE "code" = 'customer_service');
--> statement-breakpoint
INSERT INTO "staff_users" ("username", "password_hash", "name", "role_id")
SELECT m."username", m."password_hash", m."name", r."id" FROM "chat_agent_moves" m JOIN "staff_roles" r ON r."code" = 'customer_service'
ORDER BY m."user_id";
--> statement-breakpoint
UPDATE "chat_agent_moves" m SET "staff_id" = s."id" FROM "staff_users" s WHERE s."username" = m."username";
--> statement-breakpoint
INSERT INTO "audit_logs" ("staff_id", "staff_username", "action", "target_type", "target_id", "after")
SELECT NULL, 'system', 'staff.save', 'staff', m."staff_id"::text,
  jsonb_build_object('username', m."username", 'name', m."name", 'role_id', s."role_id", 'status', s."status", 'from_member', m."user_id")
FROM "chat_agent_moves" m JOIN "staff_users" s ON s."id" = m."staff_id";
--> statement-breakpoint
UPDATE "chat_conversations" c SET "staff_id" = m."staff_id" FROM "chat_agent_moves" m WHERE c."agent_id" = m."user_id";
--> statement-breakpoint
UPDATE "chat_messages" msg SET "staff_id" = m."staff_id", "sender_id" = NULL FROM "chat_agent_moves" m WHERE msg."sender" = 'agent' AND msg."sender_id" = m."user_id";
--> statement-breakpoint
UPDATE "chat_phrases" p SET "staff_id" = m."staff_id" FROM "chat_agent_moves" m WHERE p."agent_id" = m."user_id";
--> statement-breakpoint
INSERT INTO "chat_agent_presence" ("staff_id", "node_id", "connections", "seen_at")
SELECT m."staff_id", p."node_id", p."connections", p."seen_at" FROM "chat_presence" p JOIN "chat_agent_moves" m ON m."user_id" = p."user_id";
--> statement-breakpoint
UPDATE "users" SET "role" = 'member' WHERE "role" = 'agent';
