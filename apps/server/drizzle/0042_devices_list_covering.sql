-- Issue 19: the device list's index follows its whole order (contract end date, serial, id) under the company, so
-- a page is read in order and stops after its rows: page 1 read the first end date's 285 devices and sorted them
-- by serial (343 buffers), now its 10 (44). It carries the columns contract access (visibleDevices: manufacturer,
-- contract) and the type and status filters read, so the list's capped count, of a contract end date range too,
-- reads the index alone (an end-date bucket counted 1,001 rows over 542 buffers, now 21). drizzle's index builder
-- has no INCLUDE: schema.ts keeps the key columns, this migration adds the included ones.
DROP INDEX IF EXISTS "devices_company_end_idx";
--> statement-breakpoint
CREATE INDEX "devices_company_end_idx" ON "devices" USING btree ("company_id","contract_end_date","serial_number","id") INCLUDE ("manufacturer_id","contract_id","device_type","status");
