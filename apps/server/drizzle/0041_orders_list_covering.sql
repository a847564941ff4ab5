-- Issue 14/17: the order list's two sort indexes carry each order's status, so the list's status filter ("Open",
-- "Closed") counts its matches (up to 1,001) from the index alone, an index-only scan, instead of reading each
-- order's wide row (1.3 KB: addresses, shipping, contacts) to learn its status: the buyer's "Open" orders read
-- 1,500 rows over 400 pages to count 1,001, now about 30 index pages. drizzle's index builder has no INCLUDE:
-- schema.ts keeps the key columns, this migration adds the included one.
DROP INDEX IF EXISTS "orders_company_user_created_idx";
--> statement-breakpoint
CREATE INDEX "orders_company_user_created_idx" ON "orders" USING btree ("company_id","user_id","created_at","order_number") INCLUDE ("status");
--> statement-breakpoint
DROP INDEX IF EXISTS "orders_company_created_idx";
--> statement-breakpoint
CREATE INDEX "orders_company_created_idx" ON "orders" USING btree ("company_id","created_at","order_number") INCLUDE ("status");
