-- Issue 14: a caller's login state and permissions are kept in the server's memory between calls, and every
-- change that could alter them says so on the channel `auth_changed` when it commits: `login:<id>`,
-- `user:<id>`, or `all` (a role's permissions, a company's features or configuration). PGlite delivers the
-- notification before the committing statement returns, so the one process that owns the folder forgets the
-- entry before it answers anyone again (src/auth/login-state-cache.ts).
CREATE OR REPLACE FUNCTION "notify_auth_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  IF TG_TABLE_NAME = 'logins' THEN
    PERFORM pg_notify('auth_changed', 'login:' || changed.id);
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('auth_changed', 'user:' || changed.id);
  ELSIF TG_TABLE_NAME IN ('user_roles', 'user_permissions') THEN
    PERFORM pg_notify('auth_changed', 'user:' || changed.user_id);
  ELSE
    PERFORM pg_notify('auth_changed', 'all');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "logins_auth_changed" AFTER UPDATE OR DELETE ON "logins" FOR EACH ROW EXECUTE FUNCTION "notify_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "users_auth_changed" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "notify_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "user_roles_auth_changed" AFTER INSERT OR UPDATE OR DELETE ON "user_roles" FOR EACH ROW EXECUTE FUNCTION "notify_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "user_permissions_auth_changed" AFTER INSERT OR UPDATE OR DELETE ON "user_permissions" FOR EACH ROW EXECUTE FUNCTION "notify_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "roles_auth_changed" AFTER UPDATE OR DELETE ON "roles" FOR EACH ROW EXECUTE FUNCTION "notify_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "companies_auth_changed" AFTER UPDATE OR DELETE ON "companies" FOR EACH ROW EXECUTE FUNCTION "notify_auth_changed"();
