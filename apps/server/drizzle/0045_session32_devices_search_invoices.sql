-- Session 32: two helpers' four migrations in one (renumbered at merge), in the order they were first applied: the device
-- counts' support-date index (issue 19), the orders' and invoices' stored search text (issue 17), the device type
-- count's index (issue 19), the invoice totals by due month (issue 17).
-- Issue 19: a company's devices by last date of support. The capped count of a last-date-of-support filter (the
-- dashboard's buckets link to it) read the table until 1,001 devices matched: on the large seed "in 12 months"
-- read about 4,000 rows (140 buffers, 0.63 ms of the call's 0.86). Now it reads at most 1,001 entries of its
-- range from this index alone (14 buffers, 0.22 ms). It carries what contract access (visibleDevices:
-- manufacturer, contract) reads. drizzle's index builder has no INCLUDE: schema.ts keeps the key columns, this
-- migration adds the included ones.
CREATE INDEX "devices_company_support_idx" ON "devices" USING btree ("company_id","last_date_of_support") INCLUDE ("manufacturer_id","contract_id");
--> statement-breakpoint
-- Issue 17 (advanced search's p99), session 32: the keyword's candidates were found through trigram indexes on
-- number, title and PO joined (`documentSearchText`) and each candidate checked by two ILIKEs on that expression,
-- which joins the columns and lowers the whole text per call (about 1 µs a candidate: 2.5 ms of the 4 ms that
-- `SO-1001`'s 1,271 candidates took). The same text is kept in lower case beside each order (`search_text`,
-- migration 0043) and now each invoice; their trigram indexes replace the expressions' and the candidates are
-- checked by LIKE on the stored text with the keyword lowered by the same lower() (what ILIKE does on UTF-8).
ALTER TABLE "invoices" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(invoice_number || ' ' || po)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "invoices_search_text_trgm_idx" ON "invoices" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_search_text_trgm_idx" ON "orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
DROP INDEX "invoices_search_trgm_idx";--> statement-breakpoint
DROP INDEX "orders_search_trgm_idx";--> statement-breakpoint
ANALYZE "invoices";
--> statement-breakpoint
-- Issue 19: a company's devices of one type by contract end date. The capped count of a device type with an end
-- date range (the dashboard's expired chassis) read the list index (devices_company_end_idx) until 1,001 devices
-- of the type matched: 4,001 entries on the large seed (67 buffers, 0.33-0.43 ms), or a sequential scan of the
-- table (5.4 ms) when the planner's estimate of that index moved (session 31 saw it on a bloated index). Now it
-- reads at most 1,001 entries of its range from this index alone (14 buffers, 0.12 ms), and a sequential scan is
-- no close second. It carries what contract access (visibleDevices: manufacturer, contract) reads. drizzle's index
-- builder has no INCLUDE: schema.ts keeps the key columns, this migration adds the included ones.
CREATE INDEX "devices_company_type_end_idx" ON "devices" USING btree ("company_id","device_type","contract_end_date") INCLUDE ("manufacturer_id","contract_id");
--> statement-breakpoint
CREATE TABLE "invoice_totals_by_month" (
	"company_id" uuid NOT NULL,
	"status" integer NOT NULL,
	"due_month" date NOT NULL,
	"invoice_count" integer NOT NULL,
	"grand_total" numeric NOT NULL,
	"amount_paid" numeric NOT NULL,
	CONSTRAINT "invoice_totals_by_month_company_id_status_due_month_pk" PRIMARY KEY("company_id","status","due_month")
);
--> statement-breakpoint
CREATE INDEX "invoice_totals_company_due_idx" ON "invoice_totals" USING btree ("company_id","due_date");--> statement-breakpoint
-- Issue 17 (the invoice list's p99), session 32: `invoice_totals` summed again by the month of the due date, for
-- the list's views without an invoice-date range (src/features/invoices/store.ts `summedTotalsColumn`). The same
-- statement triggers keep it, after `invoice_totals` in the same call: one upsert per month key a statement
-- touches (an update's old and new rows netted first, the keys in order, a key whose sums do not move left alone),
-- and the keys left with no invoice removed, as `invoice_totals`' are.
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
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "invoice_totals_by_month" AS t ("company_id", "status", "due_month", "invoice_count", "grand_total", "amount_paid")
    SELECT "company_id", "status", date_trunc('month', "due_date"::timestamp)::date, count(*), sum("grand_total"), sum("amount_paid")
      FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("company_id", "status", "due_month") DO UPDATE SET
      "invoice_count" = t."invoice_count" + excluded."invoice_count",
      "grand_total" = t."grand_total" + excluded."grand_total",
      "amount_paid" = t."amount_paid" + excluded."amount_paid";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "invoice_totals_by_month" AS t ("company_id", "status", "due_month", "invoice_count", "grand_total", "amount_paid")
    SELECT "company_id", "status", date_trunc('month', "due_date"::timestamp)::date, -count(*), -sum("grand_total"), -sum("amount_paid")
      FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("company_id", "status", "due_month") DO UPDATE SET
      "invoice_count" = t."invoice_count" + excluded."invoice_count",
      "grand_total" = t."grand_total" + excluded."grand_total",
      "amount_paid" = t."amount_paid" + excluded."amount_paid";
  ELSE
    INSERT INTO "invoice_totals_by_month" AS t ("company_id", "status", "due_month", "invoice_count", "grand_total", "amount_paid")
    SELECT "company_id", "status", "due_month", sum("n"), sum("grand_total"), sum("amount_paid")
      FROM (
        SELECT "company_id", "status", date_trunc('month', "due_date"::timestamp)::date AS "due_month", -1 AS "n", -"grand_total" AS "grand_total", -"amount_paid" AS "amount_paid" FROM old_rows
        UNION ALL
        SELECT "company_id", "status", date_trunc('month', "due_date"::timestamp)::date, 1, "grand_total", "amount_paid" FROM new_rows
      ) AS moved
      GROUP BY 1, 2, 3 HAVING sum("n") <> 0 OR sum("grand_total") <> 0 OR sum("amount_paid") <> 0 ORDER BY 1, 2, 3
    ON CONFLICT ("company_id", "status", "due_month") DO UPDATE SET
      "invoice_count" = t."invoice_count" + excluded."invoice_count",
      "grand_total" = t."grand_total" + excluded."grand_total",
      "amount_paid" = t."amount_paid" + excluded."amount_paid";
  END IF;
  IF TG_OP = 'UPDATE' OR TG_OP = 'DELETE' THEN
    DELETE FROM "invoice_totals_by_month" t
      USING (SELECT DISTINCT "company_id", "status", date_trunc('month', "due_date"::timestamp)::date AS "due_month" FROM old_rows) AS k
      WHERE t."company_id" = k."company_id" AND t."status" = k."status" AND t."due_month" = k."due_month" AND t."invoice_count" = 0;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "invoice_totals_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "invoice_totals";
  DELETE FROM "invoice_totals_by_month";
  RETURN NULL;
END
$$;--> statement-breakpoint
INSERT INTO "invoice_totals_by_month" ("company_id", "status", "due_month", "invoice_count", "grand_total", "amount_paid")
SELECT "company_id", "status", date_trunc('month', "due_date"::timestamp)::date, sum("invoice_count"), sum("grand_total"), sum("amount_paid")
  FROM "invoice_totals" GROUP BY 1, 2, 3;--> statement-breakpoint
ANALYZE "invoice_totals_by_month";
