-- Issue 19: a company's devices of one status in the device list's order (contract end date, serial, id). The
-- status filter walked the list index (devices_company_end_idx) from the earliest end date and read each device's
-- row to learn its status (a plain index scan reads the row before its filter): on the large seed "Active" read
-- the 28,581 overdue devices that end first (42 ms a call), "Terminated" (6 devices) and "Signed" (4) all 100,000
-- of the company (170-180 ms), and every status counted its matches by a sequential scan (3,394 buffers for the
-- rare ones). Now a status page reads its rows in order and stops, and its capped count reads at most 1,001
-- entries from the index alone. It carries what contract access (visibleDevices: manufacturer, contract) and the
-- type filter read. drizzle's index builder has no INCLUDE: schema.ts keeps the key columns, this migration adds
-- the included ones.
CREATE INDEX "devices_company_status_idx" ON "devices" USING btree ("company_id","status","contract_end_date","serial_number","id") INCLUDE ("manufacturer_id","contract_id","device_type");
