-- Issue 14: on PostgreSQL (where other instances write too, and nothing announces a change before its statement
-- returns) a live cart's answer is kept by the server between calls only with what it was read at: the cart's
-- `contents_revision` and the catalogue's availability revision. A call reads those two numbers (one small
-- statement, gathered with the other calls of the moment) and answers the kept cart while both are unchanged
-- (src/features/cart/cart-cache.ts). The triggers below move them on every change the answer depends on,
-- whichever statement makes it: the cart's row, its lines, groups and bundles, and a product's availability.
ALTER TABLE "carts" ADD COLUMN "contents_revision" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TABLE "catalogue_availability" (
	"id" integer PRIMARY KEY NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
INSERT INTO "catalogue_availability" ("id", "revision") VALUES (1, 0);--> statement-breakpoint
-- Any update of a cart's row moves its revision, unless the statement moved it itself (the triggers below).
CREATE OR REPLACE FUNCTION "cart_contents_revision_moves"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."contents_revision" = OLD."contents_revision" THEN
    NEW."contents_revision" := OLD."contents_revision" + 1;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "carts_contents_revision" BEFORE UPDATE ON "carts" FOR EACH ROW EXECUTE FUNCTION "cart_contents_revision_moves"();--> statement-breakpoint
-- Lines, groups and bundles: once per statement, for every cart the statement touched (a row moved to another
-- cart touches both). The cart's row is locked by the update, as the cart writes lock it first (versioned.ts).
CREATE OR REPLACE FUNCTION "cart_contents_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "carts" SET "contents_revision" = "contents_revision" + 1
      WHERE "id" IN (SELECT "cart_id" FROM "changed_after");
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "carts" SET "contents_revision" = "contents_revision" + 1
      WHERE "id" IN (SELECT "cart_id" FROM "changed_before");
  ELSE
    UPDATE "carts" SET "contents_revision" = "contents_revision" + 1
      WHERE "id" IN (SELECT "cart_id" FROM "changed_before" UNION SELECT "cart_id" FROM "changed_after");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "cart_lines_contents_inserted" AFTER INSERT ON "cart_lines" REFERENCING NEW TABLE AS "changed_after" FOR EACH STATEMENT EXECUTE FUNCTION "cart_contents_changed"();--> statement-breakpoint
CREATE TRIGGER "cart_lines_contents_updated" AFTER UPDATE ON "cart_lines" REFERENCING OLD TABLE AS "changed_before" NEW TABLE AS "changed_after" FOR EACH STATEMENT EXECUTE FUNCTION "cart_contents_changed"();--> statement-breakpoint
CREATE TRIGGER "cart_lines_contents_deleted" AFTER DELETE ON "cart_lines" REFERENCING OLD TABLE AS "changed_before" FOR EACH STATEMENT EXECUTE FUNCTION "cart_contents_changed"();--> statement-breakpoint
CREATE TRIGGER "cart_groups_contents_inserted" AFTER INSERT ON "cart_groups" REFERENCING NEW TABLE AS "changed_after" FOR EACH STATEMENT EXECUTE FUNCTION "cart_contents_changed"();--> statement-breakpoint
CREATE TRIGGER "cart_groups_contents_updated" AFTER UPDATE ON "cart_groups" REFERENCING OLD TABLE AS "changed_before" NEW TABLE AS "changed_after" FOR EACH STATEMENT EXECUTE FUNCTION "cart_contents_changed"();--> statement-breakpoint
CREATE TRIGGER "cart_groups_contents_deleted" AFTER DELETE ON "cart_groups" REFERENCING OLD TABLE AS "changed_before" FOR EACH STATEMENT EXECUTE FUNCTION "cart_contents_changed"();--> statement-breakpoint
CREATE TRIGGER "cart_bundles_contents_inserted" AFTER INSERT ON "cart_bundles" REFERENCING NEW TABLE AS "changed_after" FOR EACH STATEMENT EXECUTE FUNCTION "cart_contents_changed"();--> statement-breakpoint
CREATE TRIGGER "cart_bundles_contents_updated" AFTER UPDATE ON "cart_bundles" REFERENCING OLD TABLE AS "changed_before" NEW TABLE AS "changed_after" FOR EACH STATEMENT EXECUTE FUNCTION "cart_contents_changed"();--> statement-breakpoint
CREATE TRIGGER "cart_bundles_contents_deleted" AFTER DELETE ON "cart_bundles" REFERENCING OLD TABLE AS "changed_before" FOR EACH STATEMENT EXECUTE FUNCTION "cart_contents_changed"();--> statement-breakpoint
-- A product withdrawn, restored or deleted moves the catalogue's availability revision (once per statement).
CREATE OR REPLACE FUNCTION "catalogue_availability_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_availability" SET "revision" = "revision" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_availability_changed" AFTER UPDATE OF "available" OR DELETE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_availability_changed"();
