-- Account Overview's unpaid invoices tile lists every invoice of a company with something left to pay (Unpaid and
-- Partially Paid: the invoice list's status -2, `status <> 2`) oldest due first (`sort=dueSoonest`). The status
-- index (0046) holds them in two ranges, one per status, which a plan would sort to merge: this one holds only the
-- invoices not paid, in due order, so a page read forwards gives its rows in order and stops.
CREATE INDEX "invoices_company_open_due_idx" ON "invoices" USING btree ("company_id","due_date","invoice_number") WHERE "invoices"."status" <> 2;