CREATE TABLE "invoice_totals" (
	"company_id" uuid NOT NULL,
	"status" integer NOT NULL,
	"invoice_date" date NOT NULL,
	"due_date" date NOT NULL,
	"invoice_count" integer NOT NULL,
	"grand_total" numeric NOT NULL,
	"amount_paid" numeric NOT NULL,
	CONSTRAINT "invoice_totals_company_id_status_invoice_date_due_date_pk" PRIMARY KEY("company_id","status","invoice_date","due_date")
);
--> statement-breakpoint
-- Issue 17: the invoice list's count and totals are read from these sums (src/features/invoices/store.ts); the
-- triggers below keep them in the transaction of every statement that writes invoices, one upsert per key a
-- statement touches (the keys in order, so two writers of the same keys queue instead of deadlocking).
CREATE OR REPLACE FUNCTION "invoice_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' OR TG_OP = 'DELETE' THEN
    INSERT INTO "invoice_totals" AS t ("company_id", "status", "invoice_date", "due_date", "invoice_count", "grand_total", "amount_paid")
    SELECT "company_id", "status", "invoice_date", "due_date", -count(*), -sum("grand_total"), -sum("amount_paid")
      FROM old_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("company_id", "status", "invoice_date", "due_date") DO UPDATE SET
      "invoice_count" = t."invoice_count" + excluded."invoice_count",
      "grand_total" = t."grand_total" + excluded."grand_total",
      "amount_paid" = t."amount_paid" + excluded."amount_paid";
  END IF;
  IF TG_OP = 'INSERT' OR TG_OP = 'UPDATE' THEN
    INSERT INTO "invoice_totals" AS t ("company_id", "status", "invoice_date", "due_date", "invoice_count", "grand_total", "amount_paid")
    SELECT "company_id", "status", "invoice_date", "due_date", count(*), sum("grand_total"), sum("amount_paid")
      FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("company_id", "status", "invoice_date", "due_date") DO UPDATE SET
      "invoice_count" = t."invoice_count" + excluded."invoice_count",
      "grand_total" = t."grand_total" + excluded."grand_total",
      "amount_paid" = t."amount_paid" + excluded."amount_paid";
  END IF;
  IF TG_OP = 'UPDATE' OR TG_OP = 'DELETE' THEN
    DELETE FROM "invoice_totals" t USING (SELECT DISTINCT "company_id", "status", "invoice_date", "due_date" FROM old_rows) AS k
      WHERE t."company_id" = k."company_id" AND t."status" = k."status" AND t."invoice_date" = k."invoice_date"
        AND t."due_date" = k."due_date" AND t."invoice_count" = 0;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "invoice_totals_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "invoice_totals";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "invoice_totals_insert" AFTER INSERT ON "invoices" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "invoice_totals_apply"();--> statement-breakpoint
CREATE TRIGGER "invoice_totals_update" AFTER UPDATE ON "invoices" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "invoice_totals_apply"();--> statement-breakpoint
CREATE TRIGGER "invoice_totals_delete" AFTER DELETE ON "invoices" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "invoice_totals_apply"();--> statement-breakpoint
CREATE TRIGGER "invoice_totals_truncate" AFTER TRUNCATE ON "invoices" FOR EACH STATEMENT EXECUTE FUNCTION "invoice_totals_clear"();--> statement-breakpoint
INSERT INTO "invoice_totals" ("company_id", "status", "invoice_date", "due_date", "invoice_count", "grand_total", "amount_paid")
SELECT "company_id", "status", "invoice_date", "due_date", count(*), sum("grand_total"), sum("amount_paid")
  FROM "invoices" GROUP BY 1, 2, 3, 4;
