import {
  ContractsDashboardSummary,
  DateRangeLists,
  DEVICE_STATUSES,
  DeviceChildren,
  DeviceDetail,
  DevicePage,
  DeviceSearchQuery,
  LIST_COUNT_CAP,
  MaintenanceContractSummary,
  MaintenanceRequestSummary,
  Problem,
  UserAuditEntry,
  UserContractAccess,
} from '@b2b-portal/api';
import { dateRangeFor } from '@b2b-portal/flows/rules';
import { eq, sql } from 'drizzle-orm';
import readXlsxFile from 'read-excel-file/node';
import { expect, it } from 'vitest';
import * as z from 'zod/mini';
import { GENERIC_PLAN_CONNECTIONS } from '../../db/client';
import { genericPlanHandle } from '../../db/prepared';
import { companies, users } from '../../db/schema';
import { seedManufacturerId } from '../../db/seed-catalogue';
import { seedContractId, seedDeviceId } from '../../db/seed-contracts';
import { demoCompanies } from '../../db/seed-data';
import { describeOnBothEngines } from '../../test-support/engines';
import { demoUsers } from '../../testing';
import type { Answer, Caller } from '../cart/testing';
import { serialLookup, serialSample } from './serial-lookup';
import { DISTINCT_PARTS_WALKED, searchDevices } from './store';

/**
 * Maintenance contracts and devices (issue 19) on PGlite and PostgreSQL: the feature and permission checks, the
 * dashboard's buckets counting what their links show, the device search's filters, detail, child instances and
 * export, assigned contract access enforced on every read, the user editor's access calls and deleting a contract.
 * The scenario's calls share one database, in order (the deletions come last).
 */

function ok<T>(answer: Answer, schema: { parse(value: unknown): T }): T {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return schema.parse(answer.body);
}

function problem(answer: Answer, status: number, code: string): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(Problem.parse(answer.body).code).toBe(code);
}

const today = () => new Date().toISOString().slice(0, 10);

describeOnBothEngines('maintenance contracts and devices', (subject) => {
  const as = (persona: keyof typeof demoUsers) => subject().as(demoUsers[persona].username);
  const search = async (caller: Caller, json: Record<string, unknown>) =>
    ok(await caller('POST', 'V1.0/Device/searchDevices', { json }), DevicePage);
  const summary = async (caller: Caller) =>
    ok(await caller('GET', 'V1.0/MaintenanceContract/dashboardListSummary'), ContractsDashboardSummary);
  const contracts = async (caller: Caller, dataSource = 0) =>
    ok(
      await caller('GET', 'V1.0/MaintenanceContract/listContractsByUserAndSourceType', {
        query: { dataSource: String(dataSource) },
      }),
      z.array(MaintenanceContractSummary),
    );

  it('should refuse a company without the MaintenanceContracts feature and a user without contractsView', async () => {
    // Contoso's buyer holds contractsView, but Contoso lacks the feature.
    const contoso = await as('contosoBuyer');
    problem(await contoso('GET', 'V1.0/MaintenanceContract/dashboardListSummary'), 403, 'FeatureNotEnabled');
    problem(await contoso('POST', 'V1.0/Device/searchDevices', { json: {} }), 403, 'FeatureNotEnabled');
    problem(
      await contoso('GET', 'V1.0/Device/get', { query: { id: seedDeviceId('contoso:sntc:1') } }),
      403,
      'FeatureNotEnabled',
    );
    const buyer = await as('buyer');
    problem(await buyer('GET', 'V1.0/MaintenanceContract/dashboardListSummary'), 403, 'Forbidden');
    problem(
      await buyer('DELETE', 'V1.0/Maintenancecontract/Delete', {
        query: { id: seedContractId('northwind:sntc') },
      }),
      403,
      'Forbidden',
    );
  });

  it('should give every page the same count, a page past the last too, and the pages in order without overlap', async () => {
    const caller = await as('contracts');
    // Without a filter, and narrowed by a part (the trigram path: the matches found once for count and page).
    const everyDevice = await search(caller, { size: 100 });
    const part = everyDevice.data[0]!.partNumber.slice(0, 3);
    // The list's order (the device list index `devices_company_end_idx` follows it): contract end date, soonest
    // first and none last, then serial (the seeded serials are upper-case letters and digits, which every
    // collation orders alike). Devices that end the same day are there, so the serial order is checked too.
    const endKey = (device: (typeof everyDevice.data)[number]) => device.contractEndDate ?? '9999-12-31~';
    const inOrder = [...everyDevice.data].sort(
      (a, b) =>
        endKey(a).localeCompare(endKey(b)) ||
        (a.serialNumber < b.serialNumber ? -1 : a.serialNumber > b.serialNumber ? 1 : 0),
    );
    expect(everyDevice.data.map((device) => device.serialNumber)).toEqual(
      inOrder.map((device) => device.serialNumber),
    );
    expect(new Set(everyDevice.data.map(endKey)).size).toBeLessThan(everyDevice.data.length);
    for (const filter of [{}, { part }, { keyword: part }]) {
      const all = await search(caller, { ...filter, size: 100 });
      expect(all.totalRecords, JSON.stringify(filter)).toBe(all.data.length);
      expect(all.totalRecords, JSON.stringify(filter)).toBeGreaterThan(3);
      const size = 3;
      const pages = [];
      for (let start = 1; (start - 1) * size < all.totalRecords; start++) {
        const page = await search(caller, { ...filter, start, size });
        expect(page.totalRecords, `page ${start}`).toBe(all.totalRecords);
        expect(page.totalCapped).toBe(false);
        pages.push(...page.data.map((device) => device.id));
      }
      expect(pages).toEqual(all.data.map((device) => device.id));
      const past = await search(caller, { ...filter, start: Math.ceil(all.totalRecords / size) + 2, size });
      expect(past.data).toEqual([]);
      expect(past.totalRecords).toBe(all.totalRecords);
    }
    const none = await search(caller, { serial: 'no-such-serial-anywhere' });
    expect(none.totalRecords).toBe(0);
  });

  it('should find for a partial part exactly the devices whose part contains it, in any case, wildcards taken literally', async () => {
    const caller = await as('contracts');
    // The part filter lists the company's distinct part numbers that contain it first (store.ts partsContaining),
    // then the devices of those: the same devices, order and count as a case-insensitive "contains".
    const every = await search(caller, { size: 100 });
    expect(every.totalRecords).toBe(every.data.length);
    const parts = [...new Set(every.data.map((device) => device.partNumber))];
    const sample = parts.find((part) => /[a-z]/i.test(part) && part.length > 4)!;
    const keywords = [
      sample.slice(1, -1).toLowerCase(),
      sample.slice(1, -1).toUpperCase(),
      sample.slice(0, 2).toLowerCase() + sample.slice(2).toUpperCase(),
      '-',
      '%',
      '_',
      'no-such-part',
    ];
    for (const keyword of keywords) {
      const found = await search(caller, { part: keyword, size: 100 });
      const expected = every.data.filter((device) =>
        device.partNumber.toLowerCase().includes(keyword.toLowerCase()),
      );
      expect(
        found.data.map((device) => device.id),
        keyword,
      ).toEqual(expected.map((device) => device.id));
      expect(found.totalRecords, keyword).toBe(expected.length);
      expect(found.totalCapped).toBe(false);
      // A page of it carries the same count, and the same devices in order.
      const second = await search(caller, { part: keyword, start: 2, size: 2 });
      expect(second.totalRecords, keyword).toBe(expected.length);
      expect(second.data.map((device) => device.id)).toEqual(expected.slice(2, 4).map((device) => device.id));
    }
    expect(every.data.some((device) => device.partNumber.includes('-'))).toBe(true);
  });

  it('should find a part the same way in a company with more distinct parts than are walked (the trigram path)', async () => {
    // More distinct parts than DISTINCT_PARTS_WALKED: the part filter falls back to the trigram index. The extra
    // devices are added in a transaction that is rolled back, so the scenario's other counts keep.
    const { database } = subject();
    const username = demoUsers.contracts.username;
    const [user] = await database.db.select().from(users).where(eq(users.username, username));
    const principal = { userId: user!.id, companyId: user!.companyId } as never;
    const filters = (part: string) => {
      const { start: _start, size: _size, ...query } = DeviceSearchQuery.parse({ part });
      return query;
    };
    const rolledBack = new Error('rolled back');
    await expect(
      database.db.transaction(async (tx) => {
        const before = await searchDevices(tx, principal, filters('x-extra-1'), { start: 1, size: 100 });
        expect(before.total).toBe(0);
        await tx.execute(sql`insert into devices (company_id, manufacturer_id, contract_id, part_number,
            serial_number, device_type, status)
          select d.company_id, d.manufacturer_id, d.contract_id, 'X-Extra-' || g, 'XEXTRA' || g, 1, d.status
            from (select * from devices where company_id = ${user!.companyId} limit 1) as d,
              generate_series(1, ${DISTINCT_PARTS_WALKED + 1}) as g`);
        for (const [part, count] of [
          ['x-extra-1', 1 + 10 + 100],
          ['EXTRA-20', 3],
          ['xtra-201', 1],
          ['extra-_', 0],
        ] as const) {
          const page = await searchDevices(tx, principal, filters(part), { start: 1, size: 200 });
          expect(page.total, part).toBe(count);
          expect(
            page.data.every((device) => device.partNumber.toLowerCase().includes(part.toLowerCase())),
          ).toBe(true);
        }
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
  });

  it('should find by serial the devices a plain "contains" finds when the index is asked without the common trigrams', async () => {
    // Serials of one maker share their first letters: the serial filter asks the trigram index without the
    // trigrams most sampled serials contain (serial-lookup.ts) and checks the whole serial on each candidate. 1,200
    // devices with serials `QZ00nnnnn` (a maker's) are added, and 40 `XY00nnnnn` ones that hold the looked-up part
    // of a keyword but not the keyword; then ANALYZE, so that the statistics' sample is of them. In a transaction
    // that is rolled back, so the scenario's other counts keep.
    const { database } = subject();
    const username = demoUsers.contracts.username;
    const [user] = await database.db.select().from(users).where(eq(users.username, username));
    const companyId = user!.companyId!;
    const principal = { userId: user!.id, companyId } as never;
    const rolledBack = new Error('rolled back');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into devices (company_id, manufacturer_id, contract_id, part_number,
            serial_number, device_type, status, contract_end_date)
          select c.company_id, c.manufacturer_id, c.id, 'QZ-Serial', 'QZ00' || lpad((g * 83 % 100000)::text, 5, '0'),
            1, 'Active', case when g % 11 = 0 then null else date '2027-01-01' + (g % 5) end
            from (select * from maintenance_contracts where company_id = ${companyId} limit 1) as c,
              generate_series(1, 1200) as g`);
        await tx.execute(sql`insert into devices (company_id, manufacturer_id, contract_id, part_number,
            serial_number, device_type, status)
          select c.company_id, c.manufacturer_id, c.id, 'XY-Serial', 'XY00' || lpad(g::text, 5, '0'), 1, 'Active'
            from (select * from maintenance_contracts where company_id = ${companyId} limit 1) as c,
              generate_series(1, 40) as g`);
        await tx.execute(sql`analyze devices`);
        const sample = await serialSample(tx);
        // The QZ serials' first trigrams are common in the sample; the XY keyword's are not.
        expect(serialLookup('QZ000', sample)).toBe('000');
        expect(serialLookup('qz0001', sample)).toBe('0001');
        expect(serialLookup('Z0003', sample)).toBe('0003');
        expect(serialLookup('XY0000', sample)).toBeUndefined();
        const straightforward = async (keyword: string) => {
          const result = await tx.execute(sql`select d.id from devices d where d.company_id = ${companyId}
              and lower(d.serial_number) like ${`%${keyword.toLowerCase()}%`}
              order by d.contract_end_date asc nulls last, d.serial_number asc, d.id asc`);
          return (result as unknown as { rows: Array<{ id: string }> }).rows.map((row) => row.id);
        };
        for (const keyword of ['QZ000', 'qz0001', 'Z0003', 'QZ00', 'XY0000', 'qz-00']) {
          const expected = await straightforward(keyword);
          const { start: _start, size: _size, ...query } = DeviceSearchQuery.parse({ serial: keyword });
          for (const [start, size] of [
            [1, 10],
            [2, 10],
            [1, 100],
            [Math.ceil(expected.length / 10) + 1, 10],
          ] as const) {
            const page = await searchDevices(tx, principal, query, { start, size });
            const of = `${keyword} page ${start} of ${size}`;
            expect(
              page.data.map((device) => device.id),
              of,
            ).toEqual(expected.slice((start - 1) * size, start * size));
            expect(page.total, of).toBe(Math.min(expected.length, LIST_COUNT_CAP));
            expect(page.totalCapped, of).toBe(expected.length > LIST_COUNT_CAP);
          }
        }
        // The XY serials hold `0000` but not `qz0000`: only the whole check keeps them out.
        expect((await straightforward('0000')).length).toBeGreaterThan(
          (await straightforward('qz0000')).length,
        );
        expect((await straightforward('QZ00')).length).toBeGreaterThan(LIST_COUNT_CAP);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
  });

  it('should page broad and narrow part, data source and status filters as the straightforward query orders them, with their capped counts', async () => {
    // The part filter's page is found per part in the list's order and its count read with a LIMIT
    // (store.ts pageOfPartMatches); a status page is read along its own index (devices_company_status_idx): the
    // pages and counts must be those of the plain query that reads every match, sorts them and counts them. 3,600
    // devices of five new parts are added over the company's six contracts (two of each data source), with end
    // dates shared by many, none for some and serials shared, so the serial and id tie-breaks decide; in a
    // transaction that is rolled back, so the scenario's other counts keep.
    const { database } = subject();
    const username = demoUsers.contracts.username;
    const [user] = await database.db.select().from(users).where(eq(users.username, username));
    const companyId = user!.companyId!;
    const principal = { userId: user!.id, companyId } as never;
    const rolledBack = new Error('rolled back');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into devices (company_id, manufacturer_id, contract_id, part_number,
            serial_number, device_type, status, contract_end_date)
          select c.company_id, c.manufacturer_id, c.id, 'ZZ-Broad-' || (g % 5), 'ZB' || lpad((g % 250)::text, 4, '0'),
            1 + g % 2,
            case when g % 3 = 0 then 'Overdue' when g % 97 = 0 then 'Terminated' else 'Active' end,
            case when g % 13 = 0 then null else date '2027-01-01' + (g % 17) end
            from maintenance_contracts c, generate_series(1, 600) as g
            where c.company_id = ${companyId}`);
        type Filter = { part?: string; dataSource?: number; status?: string };
        const straightforward = async ({ part, dataSource, status }: Filter) => {
          const result = await tx.execute(sql`select d.id from devices d
              left join maintenance_contracts c on c.id = d.contract_id
              where d.company_id = ${companyId}
                ${part ? sql`and lower(d.part_number) like ${`%${part.toLowerCase()}%`}` : sql``}
                ${dataSource ? sql`and c.data_source = ${dataSource}` : sql``}
                ${status ? sql`and d.status = ${status}` : sql``}
              order by d.contract_end_date asc nulls last, d.serial_number asc, d.id asc`);
          return (result as unknown as { rows: Array<{ id: string }> }).rows.map((row) => row.id);
        };
        for (const [filter, matches] of [
          [{ part: 'zz-broad', dataSource: 1 }, 1200],
          [{ part: 'ZZ-BROAD-3', dataSource: 2 }, 240],
          [{ part: 'zz-broad', dataSource: 3, status: 'Overdue' }, 400],
          [{ status: 'Overdue' }, undefined],
          [{ status: 'Active', dataSource: 2 }, undefined],
          [{ status: 'Terminated' }, undefined],
        ] as const satisfies ReadonlyArray<readonly [Filter, number | undefined]>) {
          const label = JSON.stringify(filter);
          const expected = await straightforward(filter);
          if (matches !== undefined) expect(expected.length, label).toBe(matches);
          const { start: _start, size: _size, ...query } = DeviceSearchQuery.parse(filter);
          for (const size of [10, 100]) {
            const last = Math.max(1, Math.ceil(expected.length / size));
            for (const start of [1, 2, 7, Math.ceil(last / 2), last, last + 1]) {
              const page = await searchDevices(tx, principal, query, { start, size });
              const of = `${label} page ${start} of ${size}`;
              expect(
                page.data.map((device) => device.id),
                of,
              ).toEqual(expected.slice((start - 1) * size, start * size));
              expect(page.total, of).toBe(Math.min(expected.length, LIST_COUNT_CAP));
              expect(page.totalCapped, of).toBe(expected.length > LIST_COUNT_CAP);
            }
          }
        }
        // Both sides of the cap and a rare status are among them.
        expect((await straightforward({ status: 'Overdue' })).length).toBeGreaterThan(LIST_COUNT_CAP);
        expect((await straightforward({ status: 'Terminated' })).length).toBeGreaterThanOrEqual(24);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
  });

  it('should answer the searches whose page is planned once for every value as when planned for their values', async () => {
    // On PostgreSQL the page statements of store.ts `PLANNED_FOR_EVERY_VALUE` run on the pool whose connections plan
    // a statement once for every value (db/prepared.ts `genericPlanHandle`); in a transaction each call is planned
    // for its values. Both answer alike, for a caller with every contract and one with assigned contracts, common,
    // rare and missing values, pages past the last; and only those searches run on that pool.
    const { database } = subject();
    const generic = genericPlanHandle(database.db);
    expect(generic === undefined).toBe(database.kind === 'pglite');
    // The statements run on that pool so far: every connection at once (each query holds one of them).
    const genericRuns = async (): Promise<number> => {
      if (!generic) return 0;
      const counts = await Promise.all(
        Array.from({ length: GENERIC_PLAN_CONNECTIONS }, () =>
          generic.execute(sql`select (select coalesce(sum(generic_plans + custom_plans), 0)
              from pg_prepared_statements)::int as runs, pg_sleep(0.02)`),
        ),
      );
      return counts.reduce<number>(
        (sum, result) => sum + (result as unknown as { rows: { runs: number }[] }).rows[0]!.runs,
        0,
      );
    };
    const callers = await Promise.all(
      [demoUsers.contracts.username, demoUsers.contracts2.username].map(async (username) => {
        const [user] = await database.db.select().from(users).where(eq(users.username, username));
        return { userId: user!.id, companyId: user!.companyId! } as never;
      }),
    );
    const every = await searchDevices(database.db, callers[0]!, DeviceSearchQuery.parse({}), { max: 1000 });
    const part = every.data[0]!.partNumber.toLowerCase();
    const pages = [
      { start: 1, size: 3 },
      { start: 2, size: 3 },
      { start: 500, size: 3 },
      { start: 1, size: 100 },
    ];
    const once: Record<string, unknown>[] = [
      {},
      ...DateRangeLists.ContractEndDate.map((contractEndDate) => ({ contractEndDate })),
      ...DEVICE_STATUSES.map((status) => ({ status })),
      { part },
      { part: part.slice(1, -1) },
      { part: 'no-such-part' },
      ...[1, 2, 3].map((dataSource) => ({ part: part.slice(0, 3), dataSource })),
    ];
    const forTheirValues: Record<string, unknown>[] = [
      { lastDateOfSupport: 26 },
      { status: 'Overdue', deviceType: 1 },
      { dataSource: 1 },
    ];
    let found = 0;
    for (const filter of [...once, ...forTheirValues]) {
      const query = DeviceSearchQuery.parse(filter);
      const { start: _start, size: _size, ...filters } = query;
      const before = await genericRuns();
      for (const principal of callers) {
        for (const page of pages) {
          const label = `${JSON.stringify(filter)} ${JSON.stringify(page)}`;
          const planned = await searchDevices(database.db, principal, filters, page);
          const forValues = await database.db.transaction((tx) =>
            searchDevices(tx, principal, filters, page),
          );
          expect(planned, label).toEqual(forValues);
          found += planned.data.length;
        }
      }
      const runs = (await genericRuns()) - before;
      const expected = generic && once.includes(filter) ? callers.length * pages.length : 0;
      expect(runs, JSON.stringify(filter)).toBe(expected);
    }
    // The searches find devices (else equal answers would prove little).
    expect(found).toBeGreaterThan(100);
  });

  it('should count in each expiry bucket exactly the devices its link finds', async () => {
    const caller = await as('contracts');
    const dashboard = await summary(caller);
    expect(dashboard.allContracts).toBe(true);
    expect(dashboard.asOf).toBe(today());
    expect(dashboard.bySource.map((row) => row.dataSource)).toEqual([1, 2, 3]);
    expect(dashboard.bySource.every((row) => row.contracts > 0 && row.devices > 0)).toBe(true);
    expect(dashboard.contracts).toBe(6);
    expect(dashboard.chassis + dashboard.minor).toBe(dashboard.devices);
    const all = await search(caller, { size: 1 });
    expect(all.totalRecords).toBe(dashboard.devices);
    for (const field of ['contractEndDate', 'lastDateOfSupport', 'endOfSaleDate'] as const) {
      for (const bucket of dashboard[field]) {
        expect(bucket.devices, `${field} ${bucket.dateRange}`).toBeGreaterThan(0);
        const found = await search(caller, { [field]: bucket.dateRange, size: 100 });
        expect(found.totalRecords, `${field} ${bucket.dateRange}`).toBe(bucket.devices);
      }
    }
    // Expiring within 90 days: every device found ends from today to 90 days ahead.
    const soon = await search(caller, { contractEndDate: 16, size: 100 });
    const range = dateRangeFor(16, today());
    expect(
      soon.data.every((row) => row.contractEndDate! >= range!.from! && row.contractEndDate! <= range!.to!),
    ).toBe(true);
    const expired = await search(caller, { contractEndDate: 999, size: 100 });
    expect(expired.data.every((row) => row.contractEndDate! < today())).toBe(true);
  });

  it('should list on the dashboard the open work item requests the caller sees, newest first: their own with workItems', async () => {
    const openRequests = async (caller: Caller) =>
      ok(
        await caller('GET', 'V1.0/MaintenanceContract/dashboardListMaintenanceRequests'),
        z.array(MaintenanceRequestSummary),
      );
    const contracts = await openRequests(await as('contracts'));
    const contracts2 = await openRequests(await as('contracts2'));
    // The seed gives both personas open requests (Unsubmitted, Pending Approval, Pending Presidio) and closed ones.
    expect(contracts.length).toBeGreaterThan(0);
    expect(contracts2.length).toBeGreaterThan(0);
    for (const request of [...contracts, ...contracts2]) expect([0, 1, 3]).toContain(request.status);
    expect(new Set(contracts.map((request) => request.requester))).toEqual(
      new Set([`${demoUsers.contracts.firstName} ${demoUsers.contracts.lastName}`]),
    );
    const numbers = new Set(contracts.map((request) => request.number));
    for (const request of contracts2) expect(numbers.has(request.number)).toBe(false);
    const created = contracts.map((request) => request.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('should filter devices by type, manufacturer, contract, site, status and text, and page them', async () => {
    const caller = await as('contracts');
    const chassis = await search(caller, { deviceType: 1, size: 100 });
    expect(chassis.data.every((row) => row.deviceType === 1 && row.parentId === null)).toBe(true);
    const hpe = await search(caller, { manufacturerId: seedManufacturerId('HPE'), size: 100 });
    expect(hpe.totalRecords).toBeGreaterThan(0);
    expect(new Set(hpe.data.map((row) => row.manufacturerName))).toEqual(new Set(['HPE']));
    const contract = await search(caller, { contractNumber: 'pss-5512', size: 100 });
    expect(new Set(contract.data.map((row) => row.contractNumber))).toEqual(new Set(['CON-PSS-55120034']));
    const manual = await search(caller, { dataSource: 3, size: 100 });
    expect(new Set(manual.data.map((row) => row.contractNumber))).toEqual(
      new Set(['FTNT-FC-88213', 'PANW-PREM-20931']),
    );
    const part = await search(caller, { part: 'c9300-nm' });
    expect(part.data.every((row) => row.partNumber === 'C9300-NM-8X')).toBe(true);
    expect(part.totalRecords).toBeGreaterThan(0);
    const serial = await search(caller, { keyword: part.data[0]!.serialNumber.toLowerCase() });
    expect(serial.data.map((row) => row.id)).toEqual([part.data[0]!.id]);
    const overdue = await search(caller, { status: 'Overdue', size: 100 });
    expect(overdue.data.every((row) => row.status === 'Overdue')).toBe(true);
    // Pages of 10 walk the list in its order without repeating a device.
    const first = await search(caller, { size: 10, start: 1 });
    const second = await search(caller, { size: 10, start: 2 });
    const both = await search(caller, { size: 20, start: 1 });
    expect([...first.data, ...second.data].map((row) => row.id)).toEqual(both.data.map((row) => row.id));
    // Bad input is a 400 naming the field, never a 500.
    const bad = await caller('POST', 'V1.0/Device/searchDevices', { json: { contractEndDate: 3 } });
    problem(bad, 400, 'ValidationFailed');
  });

  it('should show a chassis with its child instances and a child with its parent link', async () => {
    const caller = await as('contracts');
    const chassisId = seedDeviceId('northwind:sntc:1');
    const chassis = ok(await caller('GET', 'V1.0/Device/get', { query: { id: chassisId } }), DeviceDetail);
    expect(chassis).toMatchObject({
      deviceType: 1,
      parent: null,
      manufacturerName: 'Cisco',
      contract: { contractNumber: 'CON-SNT-91827364', dataSource: 1 },
      installSite: { siteNumber: expect.stringMatching(/^SITE-/) },
    });
    expect(chassis.childCount).toBe(2);
    const children = ok(
      await caller('GET', 'V1.0/Device/GetChildInstances', { query: { id: chassisId } }),
      DeviceChildren,
    );
    expect(children.map((row) => row.partNumber).sort()).toEqual(['C9300-NM-8X', 'PWR-C1-715WAC']);
    // The chassis's row in the device list, found by serial, by part and by contract (each its own statement),
    // says what its detail says: its children, manufacturer, contract and site.
    for (const filter of [
      { serial: chassis.serialNumber },
      { part: chassis.partNumber },
      { contractId: chassis.contract!.id },
    ]) {
      const listed = await search(caller, { ...filter, size: 100 });
      expect(
        listed.data.find((row) => row.id === chassisId),
        JSON.stringify(filter),
      ).toMatchObject({
        childCount: 2,
        manufacturerName: 'Cisco',
        contractNumber: 'CON-SNT-91827364',
        siteName: chassis.installSite!.name,
      });
    }
    expect(children.every((row) => row.childCount === 0 && row.manufacturerName === 'Cisco')).toBe(true);
    const child = ok(
      await caller('GET', 'V1.0/Device/get', { query: { id: children[0]!.id } }),
      DeviceDetail,
    );
    expect(child.parent).toEqual({
      id: chassisId,
      partNumber: chassis.partNumber,
      serialNumber: chassis.serialNumber,
    });
    expect(child.deviceType).toBe(2);
  });

  it('should export the matching devices as a workbook of the same rows', async () => {
    const caller = await as('contracts');
    const answer = await caller('GET', 'V1.0/Device/export', { query: { contractEndDate: '16' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('spreadsheetml');
    const [sheet] = await readXlsxFile(Buffer.from(answer.bytes));
    const rows = sheet?.data ?? [];
    const found = await search(caller, { contractEndDate: 16, size: 100 });
    expect(rows[0]?.[0]).toBe('Part number');
    expect(rows.slice(1).map((row) => row[1])).toEqual(found.data.map((row) => row.serialNumber));
  });

  it('should show a user with assigned access only those contracts and their devices, on every call', async () => {
    const limited = await as('contracts2');
    const seen = await contracts(limited);
    expect(seen.map((row) => row.contractNumber).sort()).toEqual(['HPE-FC-4410027', 'PANW-PREM-20931']);
    const dashboard = await summary(limited);
    expect(dashboard.allContracts).toBe(false);
    expect(dashboard.contracts).toBe(2);
    const devices = await search(limited, { size: 100 });
    expect(new Set(devices.data.map((row) => row.manufacturerName))).toEqual(
      new Set(['HPE', 'Palo Alto Networks']),
    );
    expect(devices.totalRecords).toBe(dashboard.devices);
    // A Cisco device or contract is not there for them: 404, as if it did not exist.
    problem(
      await limited('GET', 'V1.0/Device/get', { query: { id: seedDeviceId('northwind:sntc:1') } }),
      404,
      'DeviceNotFound',
    );
    problem(
      await limited('GET', 'V1.0/Device/GetChildInstances', {
        query: { id: seedDeviceId('northwind:sntc:1') },
      }),
      404,
      'DeviceNotFound',
    );
    problem(
      await limited('DELETE', 'V1.0/Maintenancecontract/Delete', {
        query: { id: seedContractId('northwind:sntc') },
      }),
      404,
      'ContractNotFound',
    );
    const filtered = await search(limited, { manufacturerId: seedManufacturerId('CSCO') });
    expect(filtered.totalRecords).toBe(0);
  });

  it("should let an administrator set a user's contract access, recorded in the history", async () => {
    const admin = await as('useradmin');
    const limitedId = demoUsers.contracts2.id;
    const access = ok(
      await admin('GET', 'V1.0/user/getContractAccess', { query: { id: limitedId } }),
      UserContractAccess,
    );
    expect(access.allContracts).toBe(false);
    expect(access.assignedManufacturers.map((row) => row.name)).toEqual(['HPE']);
    expect(access.assignedContracts.map((row) => row.contractNumber)).toEqual(['PANW-PREM-20931']);
    expect(access.unassignedManufacturers.map((row) => row.name)).toEqual([
      'Cisco',
      'Dell',
      'Fortinet',
      'Palo Alto Networks',
    ]);
    // Contoso's contract is never offered.
    expect(access.unassignedContracts.map((row) => row.contractNumber)).not.toContain('CON-SNT-30018822');

    const assigned = ok(
      await admin('POST', 'V1.0/user/assignContractsAndManufacturers', {
        json: { userId: limitedId, contractIds: [seedContractId('northwind:pss')] },
      }),
      UserContractAccess,
    );
    expect(assigned.assignedContracts.map((row) => row.contractNumber)).toEqual([
      'CON-PSS-55120034',
      'PANW-PREM-20931',
    ]);
    const limited = await as('contracts2');
    expect((await contracts(limited)).map((row) => row.contractNumber)).toContain('CON-PSS-55120034');
    // Another company's contract or a manufacturer without contracts: 404, nothing assigned.
    problem(
      await admin('POST', 'V1.0/user/assignContractsAndManufacturers', {
        json: { userId: limitedId, contractIds: [seedContractId('contoso:sntc')] },
      }),
      404,
      'ContractNotFound',
    );
    problem(
      await admin('POST', 'V1.0/user/assignContractsAndManufacturers', {
        json: { userId: limitedId, manufacturerIds: [seedManufacturerId('SAMS')] },
      }),
      404,
      'ManufacturerNotFound',
    );
    ok(
      await admin('POST', 'V1.0/user/unassignContractsAndManufacturers', {
        json: { userId: limitedId, contractIds: [seedContractId('northwind:pss')] },
      }),
      UserContractAccess,
    );
    expect((await contracts(limited)).map((row) => row.contractNumber)).not.toContain('CON-PSS-55120034');

    // All contracts, then back to the assigned ones (which were kept).
    ok(
      await admin('POST', 'V1.0/user/setAccessAllMaintenanceContracts', {
        json: { userId: limitedId, allContracts: true },
      }),
      UserContractAccess,
    );
    expect(await contracts(limited)).toHaveLength(6);
    const back = ok(
      await admin('POST', 'V1.0/user/setAccessAllMaintenanceContracts', {
        json: { userId: limitedId, allContracts: false },
      }),
      UserContractAccess,
    );
    expect(back.assignedManufacturers.map((row) => row.name)).toEqual(['HPE']);
    expect(await contracts(limited)).toHaveLength(2);

    const history = ok(
      await admin('GET', 'V1.0/user/getHistory', { query: { id: limitedId } }),
      z.array(UserAuditEntry),
    );
    const changes = history
      .filter((entry) => entry.action === 'contractAccessChanged')
      .map((entry) => entry.detail);
    expect(changes).toEqual(
      expect.arrayContaining([
        { added: ['CON-PSS-55120034'] },
        { removed: ['CON-PSS-55120034'] },
        { allContracts: true },
        { allContracts: false },
      ]),
    );

    // The contracts user may not change access; another company's user is 404.
    const contractsUser = await as('contracts');
    problem(
      await contractsUser('POST', 'V1.0/user/setAccessAllMaintenanceContracts', {
        json: { userId: limitedId, allContracts: true },
      }),
      403,
      'Forbidden',
    );
    problem(
      await admin('GET', 'V1.0/user/getContractAccess', { query: { id: demoUsers.contosoBuyer.id } }),
      404,
      'UserNotFound',
    );
  });

  it('should keep each company to its own contracts once it has the feature', async () => {
    const db = subject().database.db;
    const contosoId = demoCompanies.contoso.id;
    const [before] = await db
      .select({ features: companies.features })
      .from(companies)
      .where(eq(companies.id, contosoId));
    await db
      .update(companies)
      .set({ features: (before?.features ?? 0) | 2 })
      .where(eq(companies.id, contosoId));
    try {
      const contoso = await subject().as(demoUsers.contosoBuyer.username);
      expect((await contracts(contoso)).map((row) => row.contractNumber)).toEqual(['CON-SNT-30018822']);
      problem(
        await contoso('GET', 'V1.0/Device/get', { query: { id: seedDeviceId('northwind:sntc:1') } }),
        404,
        'DeviceNotFound',
      );
    } finally {
      await db
        .update(companies)
        .set({ features: before?.features ?? 0 })
        .where(eq(companies.id, contosoId));
    }
  });

  it('should delete a contract with its devices', async () => {
    const caller = await as('contracts');
    const id = seedContractId('northwind:ftnt');
    const before = await search(caller, { contractId: id });
    expect(before.totalRecords).toBeGreaterThan(0);
    ok(
      await caller('DELETE', 'V1.0/Maintenancecontract/Delete', { query: { id } }),
      z.object({ ok: z.literal(true) }),
    );
    expect((await search(caller, { contractId: id })).totalRecords).toBe(0);
    expect((await contracts(caller)).map((row) => row.contractNumber)).not.toContain('FTNT-FC-88213');
    problem(
      await caller('DELETE', 'V1.0/Maintenancecontract/Delete', { query: { id } }),
      404,
      'ContractNotFound',
    );
  });
});
