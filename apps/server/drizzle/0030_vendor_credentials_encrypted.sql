ALTER TABLE "punchout_profiles" ADD COLUMN "password_encrypted" text;--> statement-breakpoint
ALTER TABLE "punchout_profiles" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- A password kept in plain text cannot be encrypted here (the key is not in the database's reach): such
-- credentials are removed and entered again on My Account.
DELETE FROM "punchout_profiles" WHERE "password_encrypted" IS NULL;--> statement-breakpoint
ALTER TABLE "punchout_profiles" ALTER COLUMN "duns" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "punchout_profiles" ALTER COLUMN "password_encrypted" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "punchout_profiles" DROP COLUMN "password";