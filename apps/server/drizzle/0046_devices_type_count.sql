-- Issue 19: a company's devices of one type by contract end date. The capped count of a device type with an end
-- date range (the dashboard's expired chassis) read the list index (devices_company_end_idx) until 1,001 devices
-- of the type matched: 4,001 entries on the large seed (67 buffers, 0.33-0.43 ms), or a sequential scan of the
-- table (5.4 ms) when the planner's estimate of that index moved (session 31 saw it on a bloated index). Now it
-- reads at most 1,001 entries of its range from this index alone (14 buffers, 0.12 ms), and a sequential scan is
-- no close second. It carries what contract access (visibleDevices: manufacturer, contract) reads. drizzle's index
-- builder has no INCLUDE: schema.ts keeps the key columns, this migration adds the included ones.
CREATE INDEX "devices_company_type_end_idx" ON "devices" USING btree ("company_id","device_type","contract_end_date") INCLUDE ("manufacturer_id","contract_id");
