-- Issue 14: keyword searches are answered from an index of the catalogue that each server process keeps in memory
-- (src/features/catalogue/search-index.ts). It answers only while the revision below is the one it was built at:
-- a search reads the revision in the statement that reads its page's rows, so every instance sees every change to
-- the catalogue from the next search on, whichever instance or tool made it. The trigger moves the revision once
-- per statement that inserts, updates, deletes or truncates products (writers of products wait on this one row
-- until they commit: products are written by seeds and imports, not by buyers).
CREATE TABLE "catalogue_revision" (
	"id" integer PRIMARY KEY NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
INSERT INTO "catalogue_revision" ("id", "revision") VALUES (1, 0);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "catalogue_revision_moves"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_revision" SET "revision" = "revision" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_catalogue_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_revision_moves"();
