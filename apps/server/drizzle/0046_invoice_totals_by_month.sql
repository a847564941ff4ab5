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
