-- Account Overview's unpaid invoices tile lists a company's invoices of one status oldest due first (the invoice
-- list's `sort=dueSoonest`), so that the past-due ones lead. The list's own index (invoices_company_date_idx) is in
-- invoice-date order: without this one a page would sort every unpaid invoice of the company (on the
-- 100,000-invoice seed, all of a status) to show five. Read forwards, this one gives the page's rows in order and stops.
CREATE INDEX "invoices_company_status_due_idx" ON "invoices" USING btree ("company_id","status","due_date","invoice_number");
