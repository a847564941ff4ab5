import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerFor } from '../features/cart/testing';
import { createTestApp, demoUsers, type TestApp } from '../testing';

/**
 * Every list's export (000 §7: "A content-disposition that flags no data raises the no-data toast"): filters that
 * match nothing answer the sheet of headers flagged as no data, so the portal shows its no-data box instead of
 * saving an empty file (a finding of session 32's trial: Orders' Export to Excel downloaded one silently); filters
 * that match answer the rows, unflagged.
 */
const NOTHING = 'zz-matches-nothing-zz';

const exports: {
  list: string;
  call: (me: Caller, matching: boolean) => ReturnType<Caller>;
}[] = [
  {
    list: 'orders',
    call: (me, matching) =>
      me('GET', 'V1.0/order/orderSearchListExportToExcel', { query: matching ? {} : { po: NOTHING } }),
  },
  {
    list: 'invoices',
    call: (me, matching) =>
      me('GET', 'V1.0/Invoice/exportToExcel', { query: matching ? {} : { po: NOTHING } }),
  },
  {
    list: 'quotes',
    call: (me, matching) =>
      me('POST', 'v1.0/quote/export', {
        json: { status: -1, dateRange: 0, keyword: matching ? '' : NOTHING, businessUnit: '' },
      }),
  },
  {
    list: 'requisitions',
    call: (me, matching) =>
      me('POST', 'V1.0/Requisition/exportsearchlist', { json: { keyword: matching ? '' : NOTHING } }),
  },
  {
    list: 'pricing requests',
    call: (me, matching) =>
      me('GET', 'V1.0/Pricing/ExportToExcel', { query: matching ? {} : { keyword: NOTHING } }),
  },
  {
    list: 'the warehouse summary',
    call: (me, matching) =>
      me('GET', 'V1.0/Warehouse/exportToExcel', { query: matching ? {} : { order: NOTHING } }),
  },
  {
    list: 'devices',
    call: (me, matching) => me('GET', 'V1.0/Device/export', { query: matching ? {} : { serial: NOTHING } }),
  },
];

async function dataRows(answer: Awaited<ReturnType<Caller>>): Promise<number> {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const [sheet] = await readXlsxFile(Buffer.from(answer.bytes));
  return (sheet?.data.length ?? 0) - 1;
}

describe('list exports', () => {
  let t: TestApp;
  let admin: Caller;
  beforeAll(async () => {
    t = await createTestApp();
    admin = callerFor(t.app, await t.signIn(demoUsers.admin.username));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it.each(exports)(
    'should flag the export of $list as no data when nothing matches, and only then',
    async ({ call }) => {
      const none = await call(admin, false);
      expect(await dataRows(none)).toBe(0);
      expect(none.headers.get('x-no-data')).toBe('true');
      expect(none.headers.get('content-disposition')).toMatch(/^attachment; nodata/);

      const some = await call(admin, true);
      expect(await dataRows(some)).toBeGreaterThan(0);
      expect(some.headers.get('x-no-data')).toBeNull();
      expect(some.headers.get('content-disposition')).not.toMatch(/nodata/);
    },
  );
});
