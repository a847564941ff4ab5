CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 8 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "security_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_after") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "jobs_state_idx" ON "jobs" USING btree ("state","kind");--> statement-breakpoint
CREATE INDEX "login_failures_key_idx" ON "login_failures" USING btree ("key","failed_at");--> statement-breakpoint
CREATE INDEX "login_failures_failed_idx" ON "login_failures" USING btree ("failed_at");--> statement-breakpoint
-- users.security_version: bumped whenever what a signed-in caller may do changes, so every instance sees it on
-- the next request (auth/principal.ts compares it with its cached principal).
CREATE FUNCTION "users_bump_security_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status OR NEW.company_id IS DISTINCT FROM OLD.company_id THEN
    NEW.security_version := OLD.security_version + 1;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_security_version" BEFORE UPDATE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "users_bump_security_version"();
--> statement-breakpoint
CREATE FUNCTION "user_grants_bump_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "security_version" = "security_version" + 1 WHERE "id" IN (SELECT "user_id" FROM new_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "user_grants_bump_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "security_version" = "security_version" + 1 WHERE "id" IN (SELECT "user_id" FROM old_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "user_roles_security_version_ins" AFTER INSERT ON "user_roles" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "user_grants_bump_inserted"();
--> statement-breakpoint
CREATE TRIGGER "user_roles_security_version_upd" AFTER UPDATE ON "user_roles"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "user_grants_bump_deleted"();
--> statement-breakpoint
CREATE TRIGGER "user_roles_security_version_upd_new" AFTER UPDATE ON "user_roles" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "user_grants_bump_inserted"();
--> statement-breakpoint
CREATE TRIGGER "user_roles_security_version_del" AFTER DELETE ON "user_roles" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "user_grants_bump_deleted"();
--> statement-breakpoint
CREATE TRIGGER "user_permissions_security_version_ins" AFTER INSERT ON "user_permissions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "user_grants_bump_inserted"();
--> statement-breakpoint
CREATE TRIGGER "user_permissions_security_version_upd" AFTER UPDATE ON "user_permissions"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "user_grants_bump_deleted"();
--> statement-breakpoint
CREATE TRIGGER "user_permissions_security_version_upd_new" AFTER UPDATE ON "user_permissions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "user_grants_bump_inserted"();
--> statement-breakpoint
CREATE TRIGGER "user_permissions_security_version_del" AFTER DELETE ON "user_permissions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "user_grants_bump_deleted"();
--> statement-breakpoint
CREATE FUNCTION "roles_bump_security_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.permissions IS DISTINCT FROM OLD.permissions THEN
    UPDATE "users" SET "security_version" = "security_version" + 1
      WHERE "id" IN (SELECT "user_id" FROM "user_roles" WHERE "role_id" = NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "roles_security_version" AFTER UPDATE ON "roles"
  FOR EACH ROW EXECUTE FUNCTION "roles_bump_security_version"();
--> statement-breakpoint
CREATE FUNCTION "companies_bump_security_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.features IS DISTINCT FROM OLD.features OR NEW.configured IS DISTINCT FROM OLD.configured THEN
    UPDATE "users" SET "security_version" = "security_version" + 1 WHERE "company_id" = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "companies_security_version" AFTER UPDATE ON "companies"
  FOR EACH ROW EXECUTE FUNCTION "companies_bump_security_version"();
--> statement-breakpoint
-- Mail not yet sent moves onto the job queue (features/jobs): one mail.send job per unsent outbox row.
INSERT INTO "jobs" ("kind", "payload", "attempts", "last_error", "created_at")
  SELECT 'mail.send', jsonb_build_object('mailId', "id"), "attempts", "last_error", "created_at"
  FROM "mail_outbox" WHERE "sent_at" IS NULL;
--> statement-breakpoint
-- The operator's view of the queue: per kind and state, how many, the next due and the latest error.
CREATE VIEW "job_queue_overview" AS
  SELECT "kind", "state", count(*)::int AS "jobs",
    min("run_after") FILTER (WHERE "state" = 'pending') AS "next_run_after",
    max("attempts") AS "max_attempts_used",
    (array_agg("last_error" ORDER BY "created_at" DESC) FILTER (WHERE "last_error" IS NOT NULL))[1] AS "latest_error"
  FROM "jobs" GROUP BY "kind", "state";
