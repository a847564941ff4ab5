CREATE TABLE "punchin_user_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "punchin_sessions" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "punchin_sessions" ADD COLUMN "external_user" jsonb;--> statement-breakpoint
ALTER TABLE "saml_configurations" ADD COLUMN "password_sign_in_allowed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "punchin_user_links" ADD CONSTRAINT "punchin_user_links_account_id_punchin_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."punchin_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punchin_user_links" ADD CONSTRAINT "punchin_user_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "punchin_user_links_external_key" ON "punchin_user_links" USING btree ("account_id",lower("external_id"));--> statement-breakpoint
CREATE INDEX "punchin_user_links_user_idx" ON "punchin_user_links" USING btree ("user_id");