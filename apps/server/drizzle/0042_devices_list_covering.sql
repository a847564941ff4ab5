-- Issue 19: the device list's index follows its whole order (contract end date, serial, id) under the company, so
-- a page is read in order and stops after its rows: page 1 read the first end date's 285 devices and sorted them
-- by serial (343 buffers), now its 10 (44). It carries the columns contract access (visibleDevices: manufacturer,
-- contract) and the type and status filters read, so the list's capped count, of a contract end date range too,
-- reads the index alone (an end-date bucket counted 1,001 rows over 542 buffers, now 21). drizzle's index builder
-- has no INCLUDE: schema.ts keeps the key columns, this migration adds the included ones.
DROP INDEX IF EXISTS "devices_company_end_idx";
--> statement-breakpoint
CREATE INDEX "devices_company_end_idx" ON "devices" USING btree ("company_id","contract_end_date","serial_number","id") INCLUDE ("manufacturer_id","contract_id","device_type","status");
--> statement-breakpoint
-- A company's devices by lowercased part number: a part filter walks the company's distinct parts on it (a loose
-- index scan, 55 for 100,000 devices on the large seed) and reads the devices of those that contain it by
-- equality, instead of the trigram index, whose candidates for `lg-chassis-1` were nearly every device of the
-- generated parts (11,764, 2,470 heap blocks rechecked: 2,846 buffers; now 168 + 247). It includes part_number
-- (an index on lower(x) is read alone only when it has x too) and what the list's matches read, like the index
-- above.
CREATE INDEX "devices_company_part_idx" ON "devices" USING btree ("company_id",lower("part_number"),"contract_end_date","serial_number","id") INCLUDE ("part_number","manufacturer_id","contract_id","device_type","status");
