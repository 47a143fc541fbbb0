CREATE TABLE "wechat_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"unionid" varchar(64) NOT NULL,
	"openid" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wechat_identities_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "wechat_identities_unionid_unique" UNIQUE("unionid")
);
--> statement-breakpoint
CREATE TABLE "wechat_sign_in_states" (
	"state" varchar(64) PRIMARY KEY NOT NULL,
	"browser_hash" varchar(64) NOT NULL,
	"redirect" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wechat_identities" ADD CONSTRAINT "wechat_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wechat_sign_in_states_expires_at_idx" ON "wechat_sign_in_states" USING btree ("expires_at");