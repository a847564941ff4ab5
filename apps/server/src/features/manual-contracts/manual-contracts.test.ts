import {
  ContractUploadOptions,
  CurrentManufacturers,
  MANUAL_CONTRACT_COLUMNS,
  MANUAL_CONTRACT_FILE_MAX_BYTES,
  ManualContractRowsProblem,
  ManualContracts,
  ManualContractUploadResult,
  Problem,
} from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { utils, write } from '@e965/xlsx';
import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { companies, devices, maintenanceContracts } from '../../db/schema';
import { seedManufacturerId } from '../../db/seed-catalogue';
import { describeOnBothEngines, type EngineSubject } from '../../test-support/engines';
import { demoUsers } from '../../testing';
import type { Answer } from '../cart/testing';
import { readWorkbook } from './workbook';

/**
 * Manual contract upload (issue 19) over HTTP as the portal calls it, on PGlite and PostgreSQL: the template,
 * good uploads (XLSX and XLS) that land, a workbook with bad rows refused with its report and nothing changed, a
 * program renamed .xlsx refused by its bytes, Overwrite against Add & Update, Delete, and who may call.
 */

const NORTHWIND_ERP = 'C-100234';
const HEADERS = MANUAL_CONTRACT_COLUMNS.map((column) => column.header);
const PANW = seedManufacturerId('PANW');
const LOGI = seedManufacturerId('LOGI');
const SAMS = seedManufacturerId('SAMS');
const CSCO = seedManufacturerId('CSCO');

type Row = Partial<Record<(typeof MANUAL_CONTRACT_COLUMNS)[number]['key'], string | number>>;

/** A workbook of the template's columns with these rows (XLSX, or the old binary XLS). */
function workbook(rows: Row[], bookType: 'xlsx' | 'biff8' = 'xlsx'): Uint8Array {
  const grid = [
    HEADERS,
    ...rows.map((row) => MANUAL_CONTRACT_COLUMNS.map((column) => row[column.key] ?? '')),
  ];
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(grid), 'Contracts');
  return new Uint8Array(write(book, { type: 'array', bookType }) as ArrayBuffer);
}

const device = (contract: string, serial: string, extra: Row = {}): Row => ({
  contractNumber: contract,
  contractType: 'Extended Warranty',
  contractStartDate: '01/01/2026',
  contractEndDate: '12/31/2027',
  partNumber: 'PART-1',
  serialNumber: serial,
  ...extra,
});

function ok<T>(answer: Answer, schema: { parse(value: unknown): T }): T {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return schema.parse(answer.body);
}

function problem(answer: Answer, status: number, code: string): Problem {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const body = Problem.parse(answer.body);
  expect(body.code).toBe(code);
  return body;
}

function scenario(subject: () => EngineSubject) {
  const upload = async (
    username: string,
    file: Uint8Array | Blob,
    fields: {
      manufacturerId?: string;
      erpAccountNumber?: string;
      uploadType?: string;
      fileName?: string;
    } = {},
  ): Promise<Answer> => {
    const token = await subject().signIn(username);
    const form = new FormData();
    form.set('manufacturerId', fields.manufacturerId ?? LOGI);
    form.set('erpAccountNumber', fields.erpAccountNumber ?? NORTHWIND_ERP);
    form.set('uploadType', fields.uploadType ?? '1');
    form.set(
      'file',
      file instanceof Blob ? file : new Blob([file as Uint8Array<ArrayBuffer>]),
      fields.fileName ?? 'contracts.xlsx',
    );
    const response = await subject().app.request('/api/v1.0/manualcontract/uploadfile', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    const bytes = new Uint8Array(await response.arrayBuffer());
    const text = new TextDecoder().decode(bytes);
    return {
      status: response.status,
      headers: response.headers,
      body: text ? JSON.parse(text) : undefined,
      bytes,
    };
  };
  const contracts = demoUsers.contracts.username;
  const contractsOf = async (manufacturerId: string, username = contracts) =>
    ok(
      await (await subject().as(username))('GET', 'V1.0/ManualContract/getMaintenanceContracts', {
        query: { manufacturerId },
      }),
      ManualContracts,
    );
  const serialsOf = async (contractNumber: string) =>
    (
      await subject()
        .database.db.select({
          serial: devices.serialNumber,
          part: devices.partNumber,
          level: devices.serviceLevel,
        })
        .from(devices)
        .innerJoin(maintenanceContracts, eq(maintenanceContracts.id, devices.contractId))
        .where(eq(maintenanceContracts.contractNumber, contractNumber))
        .orderBy(devices.serialNumber)
    ).map((row) => row);

  it('should answer the template of an ERP account number as an XLSX with the headers and an example row', async () => {
    const me = await subject().as(contracts);
    const options = ok(
      await me('GET', 'V1.0/ManualContract/getContractUploadManufacturers'),
      ContractUploadOptions,
    );
    expect(options.erpAccountNumbers).toContain(NORTHWIND_ERP);
    expect(options.manufacturers.map((m) => m.name)).toContain('Palo Alto Networks');

    const answer = await me('GET', 'V1.0/MaintenanceContract/downloadtemplate', {
      query: { erpaccountnumber: NORTHWIND_ERP },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(answer.headers.get('content-disposition')).toContain('contract-template-C-100234.xlsx');
    const sheet = readWorkbook(answer.bytes);
    expect(sheet.rows[0]?.cells).toEqual(HEADERS);
    expect(sheet.rows[1]?.cells.slice(0, 6)).toEqual([
      'ACME-2026-0001',
      'Premium Support',
      '01/01/2026',
      '12/31/2026',
      'PAN-PA-3220',
      '013201000123',
    ]);

    problem(
      await me('GET', 'V1.0/MaintenanceContract/downloadtemplate', {
        query: { erpaccountnumber: 'C-200871' },
      }),
      404,
      'ErpAccountNotFound',
    );
  });

  it('should land the filled template (its example row and more) for a manufacturer', async () => {
    const me = await subject().as(contracts);
    const template = (
      await me('GET', 'V1.0/MaintenanceContract/downloadtemplate', {
        query: { erpaccountnumber: NORTHWIND_ERP },
      })
    ).bytes;
    const result = ok(await upload(contracts, template), ManualContractUploadResult);
    expect(result).toMatchObject({ rows: 1, contractsAdded: 1, devicesAdded: 1, uploadType: 1 });

    const answer = ok(
      await upload(
        contracts,
        workbook([
          device('LOGI-2026-01', 'LG-0001', {
            serviceLevel: 'NBD',
            siteId: 'site-10021',
            deviceType: 'Minor',
          }),
          device('LOGI-2026-01', 'LG-0002', { quantity: 3, status: 'signed', lastDateOfSupport: 46752 }),
          device('LOGI-2026-02', 'LG-0100', {
            contractStartDate: '2026-02-01',
            contractEndDate: '2027-01-31',
          }),
        ]),
      ),
      ManualContractUploadResult,
    );
    expect(answer).toMatchObject({
      rows: 3,
      contractsAdded: 2,
      contractsUpdated: 0,
      devicesAdded: 3,
      devicesUpdated: 0,
    });

    const list = await contractsOf(LOGI);
    expect(list.map((c) => [c.contractNumber, c.deviceCount, c.startDate, c.endDate, c.dataSource])).toEqual([
      ['ACME-2026-0001', 1, '2026-01-01', '2026-12-31', 3],
      ['LOGI-2026-01', 2, '2026-01-01', '2027-12-31', 3],
      ['LOGI-2026-02', 1, '2026-02-01', '2027-01-31', 3],
    ]);
    const [stored] = await subject()
      .database.db.select()
      .from(devices)
      .where(eq(devices.serialNumber, 'LG-0002'));
    expect(stored).toMatchObject({
      quantity: 3,
      status: 'Signed',
      deviceType: 1,
      lastDateOfSupport: '2027-12-31',
    });
    const [minor] = await subject()
      .database.db.select()
      .from(devices)
      .where(eq(devices.serialNumber, 'LG-0001'));
    expect(minor?.deviceType).toBe(2);
    expect(minor?.installSiteId).not.toBeNull();

    const current = ok(await me('GET', 'V1.0/ManualContract/listCurrentManufacturers'), CurrentManufacturers);
    expect(current.find((m) => m.id === LOGI)).toMatchObject({
      name: 'Logitech',
      contracts: 3,
      devices: 4,
      erpAccountNumbers: [NORTHWIND_ERP],
    });
  });

  it('should read an old binary XLS workbook as well', async () => {
    const answer = ok(
      await upload(
        contracts,
        workbook([device('SAMS-XLS-1', 'SM-1'), device('SAMS-XLS-1', 'SM-2')], 'biff8'),
        {
          manufacturerId: SAMS,
          fileName: 'contracts.xls',
        },
      ),
      ManualContractUploadResult,
    );
    expect(answer).toMatchObject({ rows: 2, contractsAdded: 1, devicesAdded: 2 });
  });

  it('should refuse a workbook with bad rows with a report of each bad cell, and change nothing', async () => {
    const before = await contractsOf(LOGI);
    const answer = await upload(
      contracts,
      workbook([
        device('LOGI-2026-03', 'LG-0200'),
        device('LOGI-2026-03', 'LG-0201', { contractStartDate: '13/45/2026', quantity: 'two' }),
        device('', 'LG-0202', { deviceType: 'Rack' }),
        device('LOGI-2026-03', 'lg-0200', { status: 'Expired', siteId: 'SITE-99999' }),
        device('LOGI-2026-04', 'LG-0300', { contractStartDate: '06/01/2026', contractEndDate: '05/01/2026' }),
      ]),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(422);
    const report = ManualContractRowsProblem.parse(answer.body);
    expect(report.message).toBe(formatMessage('ManualContract.RowsInvalid', { count: 8 }));
    expect(report.totalProblems).toBe(8);
    expect(report.rowProblems).toEqual([
      { row: 3, column: 'Contract Start Date', message: '"13/45/2026" is not a date; write MM/DD/YYYY.' },
      { row: 3, column: 'Quantity', message: '"two" is not a whole number from 1 to 100,000.' },
      { row: 4, column: 'Contract Number', message: 'Contract Number is required.' },
      { row: 4, column: 'Device Type', message: '"Rack" is not a device type; write Chassis or Minor.' },
      {
        row: 5,
        column: 'Status',
        message: '"Expired" is not a status; write Active, Signed, Overdue, Terminated.',
      },
      { row: 5, column: 'Site ID', message: 'Your company has no install site SITE-99999.' },
      {
        row: 5,
        column: 'Serial Number',
        message: 'Serial number lg-0200 of contract LOGI-2026-03 is also on row 2.',
      },
      { row: 6, column: 'Contract End Date', message: 'The contract end date is before its start date.' },
    ]);
    expect(await contractsOf(LOGI)).toEqual(before);
    expect(await serialsOf('LOGI-2026-03')).toEqual([]);

    // A contract of the manufacturer's own feed cannot be changed by an upload.
    const feed = await upload(contracts, workbook([device('CON-SNT-91827364', 'X-1')]), {
      manufacturerId: CSCO,
    });
    expect(ManualContractRowsProblem.parse(feed.body).rowProblems).toEqual([
      {
        row: 2,
        column: 'Contract Number',
        message: formatMessage('ManualContract.Row.NotManual', { contract: 'CON-SNT-91827364' }),
      },
    ]);
  });

  it('should refuse a program renamed .xlsx, a CSV and a workbook without the columns by what they are', async () => {
    const unreadable = formatMessage('ManualContract.Unreadable');
    expect(unreadable).toBe(
      'The system is unable to read the imported file. Make sure the format is XLS or XLSX',
    );
    const exe = new Uint8Array(4096);
    exe.set([0x4d, 0x5a, 0x90, 0x00, 0x03]);
    expect(
      problem(await upload(contracts, exe, { fileName: 'setup.xlsx' }), 400, 'ManualContractUnreadable')
        .message,
    ).toBe(unreadable);
    const csv = new TextEncoder().encode(`${HEADERS.join(',')}\nA,B,01/01/2026,01/01/2027,P,S\n`);
    problem(await upload(contracts, csv, { fileName: 'contracts.xlsx' }), 400, 'ManualContractUnreadable');
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8]);
    problem(await upload(contracts, zip, { fileName: 'contracts.xlsx' }), 400, 'ManualContractUnreadable');

    const book = utils.book_new();
    utils.book_append_sheet(
      book,
      utils.aoa_to_sheet([
        ['Contract Number', 'Serial Number'],
        ['A', 'B'],
      ]),
      'S',
    );
    const partial = new Uint8Array(write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    expect(problem(await upload(contracts, partial), 422, 'ManualContractColumnsMissing').message).toBe(
      formatMessage('ManualContract.ColumnsMissing', {
        columns: 'Contract Type, Contract Start Date, Contract End Date, Part Number',
      }),
    );
    problem(await upload(contracts, workbook([])), 422, 'ManualContractNoRows');
  });

  it('should refuse a file over the size limit and a form without its fields', async () => {
    const big = new Blob([new Uint8Array(MANUAL_CONTRACT_FILE_MAX_BYTES + 1)]);
    const answer = problem(await upload(contracts, big), 413, 'ManualContractFileTooLarge');
    expect(answer.message).toBe(formatMessage('ManualContract.FileTooLarge', { max: '30 MB' }));
    const missing = problem(
      await upload(contracts, workbook([device('X', 'Y')]), { manufacturerId: '', uploadType: '2' }),
      400,
      'ValidationFailed',
    );
    expect(missing.errors?.map((error) => error.path)).toEqual(['manufacturerId', 'uploadType']);
    problem(
      await upload(contracts, workbook([device('X', 'Y')]), { erpAccountNumber: 'C-200871' }),
      404,
      'ErpAccountNotFound',
    );
  });

  it("should add and update by contract and serial number, and overwrite the manufacturer's contracts of the account", async () => {
    const seeded = await serialsOf('PANW-PREM-20931');
    expect(seeded.length).toBeGreaterThanOrEqual(4);
    const [first, ...others] = seeded;
    if (!first) throw new Error('the seed has no Palo Alto devices');
    const added = ok(
      await upload(
        contracts,
        workbook([
          device('PANW-PREM-20931', first.serial.toLowerCase(), {
            contractType: 'Premium Support',
            partNumber: 'PAN-PA-3220',
            serviceLevel: 'Premium Support 8x5',
          }),
          device('PANW-PREM-20931', 'NEW-SERIAL-1', { contractType: 'Premium Support' }),
        ]),
        { manufacturerId: PANW },
      ),
      ManualContractUploadResult,
    );
    expect(added).toMatchObject({
      contractsAdded: 0,
      contractsUpdated: 1,
      devicesAdded: 1,
      devicesUpdated: 1,
      devicesRemoved: 0,
    });
    const afterAdd = await serialsOf('PANW-PREM-20931');
    expect(afterAdd).toHaveLength(seeded.length + 1);
    expect(afterAdd.find((d) => d.serial.toLowerCase() === first.serial.toLowerCase())?.level).toBe(
      'Premium Support 8x5',
    );
    for (const other of others) expect(afterAdd).toContainEqual(other);

    const overwritten = ok(
      await upload(contracts, workbook([device('PANW-2027-01', 'P-1'), device('PANW-2027-01', 'P-2')]), {
        manufacturerId: PANW,
        uploadType: '0',
      }),
      ManualContractUploadResult,
    );
    expect(overwritten).toMatchObject({
      uploadType: 0,
      contractsAdded: 1,
      contractsRemoved: 1,
      devicesAdded: 2,
      devicesRemoved: seeded.length + 1,
    });
    expect((await contractsOf(PANW)).map((c) => [c.contractNumber, c.deviceCount])).toEqual([
      ['PANW-2027-01', 2],
    ]);
    // Overwrite again with one of the two: that device is updated in place (its id stays), the other goes.
    const deviceId = async (serial: string) =>
      (
        await subject()
          .database.db.select({ id: devices.id })
          .from(devices)
          .where(eq(devices.serialNumber, serial))
      )[0]?.id;
    const p1 = await deviceId('P-1');
    expect(
      ok(
        await upload(contracts, workbook([device('PANW-2027-01', 'P-1', { serviceLevel: '24x7' })]), {
          manufacturerId: PANW,
          uploadType: '0',
        }),
        ManualContractUploadResult,
      ),
    ).toMatchObject({ contractsUpdated: 1, devicesAdded: 0, devicesUpdated: 1, devicesRemoved: 1 });
    expect(await deviceId('P-1')).toBe(p1);
    expect(await deviceId('P-2')).toBeUndefined();
    // The manufacturers' own feeds are never touched by an upload.
    expect((await serialsOf('CON-SNT-91827364')).length).toBeGreaterThan(0);
  });

  it("should delete a manufacturer's uploaded contracts with their devices, and only those", async () => {
    const me = await subject().as(contracts);
    const before = await contractsOf(SAMS);
    expect(before).toHaveLength(1);
    const deleted = await me('DELETE', 'V1.0/ManualContract/deleteManufacturerContracts', {
      query: { manufacturerId: SAMS },
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ contracts: 1, devices: 2 });
    expect(await contractsOf(SAMS)).toEqual([]);
    problem(
      await me('DELETE', 'V1.0/ManualContract/deleteManufacturerContracts', {
        query: { manufacturerId: SAMS },
      }),
      404,
      'NoManualContracts',
    );
    // Cisco's contracts came from its feed: there is nothing uploaded to delete.
    problem(
      await me('DELETE', 'V1.0/ManualContract/deleteManufacturerContracts', {
        query: { manufacturerId: CSCO },
      }),
      404,
      'NoManualContracts',
    );
    expect((await serialsOf('CON-SNT-91827364')).length).toBeGreaterThan(0);
  });

  it('should refuse users without contractsView, companies without the feature, and keep companies apart', async () => {
    const buyer = await subject().as(demoUsers.buyer.username);
    problem(await buyer('GET', 'V1.0/ManualContract/listCurrentManufacturers'), 403, 'Forbidden');
    const contoso = demoUsers.contosoBuyer.username;
    const refused = await (await subject().as(contoso))(
      'GET',
      'V1.0/ManualContract/listCurrentManufacturers',
    );
    expect(refused.status).toBe(403);
    expect(
      (await upload(contoso, workbook([device('C-1', 'S-1')]), { erpAccountNumber: 'C-200871' })).status,
    ).toBe(403);

    // With the feature, Contoso's contracts user still sees and changes only Contoso's.
    const db = subject().database.db;
    await db
      .update(companies)
      .set({ features: sql`${companies.features} | 2` })
      .where(eq(companies.erpCustomerId, 'C-200871'));
    try {
      const them = await subject().as(contoso);
      expect(
        ok(await them('GET', 'V1.0/ManualContract/listCurrentManufacturers'), CurrentManufacturers),
      ).toEqual([]);
      expect(await contractsOf(LOGI, contoso)).toEqual([]);
      problem(
        await them('DELETE', 'V1.0/ManualContract/deleteManufacturerContracts', {
          query: { manufacturerId: LOGI },
        }),
        404,
        'NoManualContracts',
      );
      problem(
        await them('GET', 'V1.0/MaintenanceContract/downloadtemplate', {
          query: { erpaccountnumber: NORTHWIND_ERP },
        }),
        404,
        'ErpAccountNotFound',
      );
      // The same contract number in another company is another contract.
      ok(
        await upload(contoso, workbook([device('LOGI-2026-01', 'C-LG-1')]), { erpAccountNumber: 'C-200871' }),
        ManualContractUploadResult,
      );
      expect((await contractsOf(LOGI)).find((c) => c.contractNumber === 'LOGI-2026-01')?.deviceCount).toBe(2);
    } finally {
      await db
        .update(companies)
        .set({ features: sql`${companies.features} & ~2` })
        .where(and(eq(companies.erpCustomerId, 'C-200871')));
    }
  });
}

describeOnBothEngines('manual contract upload', scenario);
