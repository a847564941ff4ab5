import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Enumerations, Problem, ReportSummary } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { compareMoney, subtractMoney, sumMoney } from '@b2b-portal/flows/rules';
import { formatMoney } from '@b2b-portal/ui/format';
import { and, eq, ne } from 'drizzle-orm';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { TokenService } from '../../auth/tokens';
import {
  devices,
  invoices,
  maintenanceContracts,
  manufacturers,
  orderLines,
  orders,
  products,
  quotes,
  reportAssignments,
  reportDefinitions,
  reportFiles,
  userContractAccess,
  userContracts,
  userPermissions,
  users,
} from '../../db/schema';
import { demoCompanies } from '../../db/seed-data';
import { seedId } from '../../db/seed-ids';
import { northwindCustomReport, seedReportId } from '../../db/seed-reports';
import { parseEnv } from '../../env';
import { createLogger } from '../../logger';
import { describeOnBothEngines, type EngineSubject } from '../../test-support/engines';
import { pdfPages } from '../../test-support/pdf';
import { createApp, demoUsers, signInWith } from '../../testing';
import { callerFor } from '../cart/testing';
import { effectiveStatusOf } from '../quotes/store';
import { FolderBlobStore, ReportFiles } from './file-store';
import { startReportFilePurge } from './purge';

/**
 * The reports (issue 20) as a client sees them: the lists follow the assignments, a run of spend-by-month holds the
 * sums of the company's orders by Eastern month (worked out here from the orders table, not from the report's SQL),
 * a run with nothing to show answers the no-data response, and the company scope, the assignment and the file
 * store's signed links are enforced.
 */

const SPEND_BY_MONTH = seedReportId('spend-by-month');
const PDF = 1;
const CSV = 5;
const XLSX = 6;
const NORTHWIND = demoCompanies.northwind.id;
const RADIOLOGY = seedId('bu:northwind:radiology');
const TIME_ZONE = 'America/New_York';

/** A day as the report files print it (MM/DD/YYYY) from YYYY-MM-DD. */
const printed = (iso: string | null) =>
  iso ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` : '';
/** The Eastern calendar day of an instant, YYYY-MM-DD. */
const easternDay = (at: Date) => at.toLocaleDateString('en-CA', { timeZone: TIME_ZONE });
/** Whole days from `from` to `to` (YYYY-MM-DD each). */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
const addDays = (day: string, days: number) =>
  new Date(Date.parse(day) + days * 86_400_000).toISOString().slice(0, 10);

/** RFC 4180 CSV (quoted fields may hold commas, quotes and line breaks): its rows of cells. */
function parseCsv(bytes: Uint8Array): string[][] {
  const text = new TextDecoder().decode(bytes).replace(/^\uFEFF/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index++;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** A run's CSV split into its header, data rows and totals row (the row starting with "Total"). */
function csvReport(bytes: Uint8Array) {
  const [header = [], ...rest] = parseCsv(bytes);
  const totals = rest.at(-1)?.[0] === 'Total' ? rest.at(-1) : undefined;
  return { header, rows: totals ? rest.slice(0, -1) : rest, totals };
}

const monthOf = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit' })
    .format(at)
    .slice(0, 7);

/** The CSV's cells, row by row (the report writes no quoted commas in this report's cells). */
const csvRows = (bytes: Uint8Array) =>
  new TextDecoder()
    .decode(bytes)
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(',').map((cell) => cell.replace(/^"|"$/g, '')));

function reportsScenario(subject: () => EngineSubject) {
  const list = async (username: string) => {
    const caller = await subject().as(username);
    const answer = await caller('GET', 'V1.0/Report/listForPortalUser');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return z.array(ReportSummary).parse(answer.body);
  };

  it('should list to a viewReports user exactly the reports assigned to them', async () => {
    const keys = (await list(demoUsers.reports.username)).map((report) => report.key).sort();
    expect(keys).toEqual(['invoice-ageing', 'orders-by-status', 'spend-by-month']);
    const adminKeys = (await list(demoUsers.admin.username)).map((report) => report.key);
    expect(adminKeys).toEqual(
      expect.arrayContaining(['open-quotes', 'contracts-expiring', 'spend-by-month']),
    );
  });

  it("should run spend-by-month as CSV with the sums of the company's orders by Eastern month", async () => {
    const reports = await subject().as(demoUsers.reports.username);
    const answer = await reports('POST', 'V1.0/Report/run', {
      json: { reportId: SPEND_BY_MONTH, format: CSV, searchFields: {} },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/csv');
    expect(answer.headers.get('content-disposition')).toMatch(/spend-by-month-.*\.csv/);

    const placed = await subject()
      .database.db.select({ createdAt: orders.createdAt, grandTotal: orders.grandTotal })
      .from(orders)
      .where(
        and(
          eq(orders.companyId, demoCompanies.northwind.id),
          ne(orders.status, Enumerations.OrderStatus.Cancelled.value),
        ),
      );
    expect(placed.length).toBeGreaterThan(0);
    const byMonth = new Map<string, string[]>();
    for (const order of placed) {
      const month = monthOf(order.createdAt);
      byMonth.set(month, [...(byMonth.get(month) ?? []), String(order.grandTotal)]);
    }
    const rows = csvRows(answer.bytes);
    const dataRows = rows.filter((row) => /^\d{4}-\d{2}$/.test(row[0] ?? ''));
    expect(dataRows.map((row) => row[0])).toEqual([...byMonth.keys()].sort());
    for (const row of dataRows) {
      const totals = byMonth.get(row[0] ?? '') ?? [];
      expect(Number(row[1]), `orders of ${row[0]}`).toBe(totals.length);
      expect(row.at(-1), `total of ${row[0]}`).toBe(sumMoney(totals));
    }
  });

  it('should answer the header-only file flagged as no data when nothing matched', async () => {
    const reports = await subject().as(demoUsers.reports.username);
    const answer = await reports('POST', 'V1.0/Report/run', {
      json: {
        reportId: SPEND_BY_MONTH,
        format: CSV,
        searchFields: { dateFrom: '1990-01-01', dateTo: '1990-01-31' },
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-no-data')).toBe('true');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; nodata/);
    expect(csvRows(answer.bytes)).toEqual([['Month', 'Orders', 'Subtotal', 'Tax', 'Shipping', 'Total']]);
  });

  it('should answer 404 for a report not assigned to the caller, and to another company', async () => {
    const reports = await subject().as(demoUsers.reports.username);
    const unassigned = await reports('POST', 'V1.0/Report/run', {
      json: { reportId: seedReportId('open-quotes'), format: CSV, searchFields: {} },
    });
    expect(unassigned.status).toBe(404);
    expect(Problem.parse(unassigned.body)).toMatchObject({ code: 'ReportNotFound' });

    const buyer = await subject().as(demoUsers.buyer.username);
    const refused = await buyer('POST', 'V1.0/Report/run', {
      json: { reportId: SPEND_BY_MONTH, format: CSV, searchFields: {} },
    });
    expect(refused.status).toBe(403);
  });

  it('should refuse to save search fields a run would refuse: a start after the end, a required field left out', async () => {
    const reports = await subject().as(demoUsers.reports.username);
    const reversed = await reports('POST', 'V1.0/Report/savereportsubscriptionsearchfields', {
      json: {
        reportId: SPEND_BY_MONTH,
        format: CSV,
        searchFields: { dateFrom: '2026-10-31', dateTo: '2026-10-01' },
      },
    });
    expect(reversed.status).toBe(400);
    expect(JSON.stringify(reversed.body)).toContain('searchFields.dateTo');
    const contracts = await subject().as(demoUsers.contracts.username);
    const missing = await contracts('POST', 'V1.0/Report/savereportsubscriptionsearchfields', {
      json: { reportId: seedReportId('contracts-expiring'), format: CSV, searchFields: {} },
    });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('searchFields.withinDays');
    const kept = await reports('POST', 'V1.0/Report/savereportsubscriptionsearchfields', {
      json: {
        reportId: SPEND_BY_MONTH,
        format: CSV,
        searchFields: { dateFrom: '2026-10-01', dateTo: '2026-10-31', withinDays: 30 },
      },
    });
    expect(kept.status).toBe(200);
    expect((kept.body as { searchFields: unknown }).searchFields).toEqual({
      dateFrom: '2026-10-01',
      dateTo: '2026-10-31',
    });
  });

  it('should refuse a forged link to the file store and one past its expiry', async () => {
    const forged = await subject().app.request(
      `/api/V1.0/Report/file?blob=report-1.csv&expires=${Math.floor(Date.now() / 1000) + 600}&sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
    );
    expect(forged.status).toBe(403);
    const expired = await subject().app.request(
      '/api/V1.0/Report/file?blob=report-1.csv&expires=1&sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    );
    expect([403, 410]).toContain(expired.status);
  });

  // The computations: each report's rows worked out here from the tables (drizzle reads and the flows' money
  // rules), not from the report's SQL.

  const run = async (
    username: string,
    reportId: string,
    format: number,
    searchFields: Record<string, unknown> = {},
  ) => {
    const caller = await subject().as(username);
    const answer = await caller('POST', 'V1.0/Report/run', { json: { reportId, format, searchFields } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer;
  };
  const db = () => subject().database.db;
  // Folders of the file stores made here, removed at the end.
  const folders: string[] = [];
  const tempFolder = (prefix: string) => {
    const folder = mkdtempSync(path.join(tmpdir(), prefix));
    folders.push(folder);
    return folder;
  };
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });
  const Cancelled = Enumerations.OrderStatus.Cancelled.value;

  /** Northwind's order lines by category (cancelled orders out), largest amount first. */
  async function expectedCategories(filter: { businessUnitId?: string } = {}) {
    const lines = await db()
      .select({
        category: products.category,
        quantity: orderLines.quantity,
        amount: orderLines.extendedPrice,
        businessUnitId: orders.businessUnitId,
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .leftJoin(products, eq(products.id, orderLines.productId))
      .where(and(eq(orders.companyId, NORTHWIND), ne(orders.status, Cancelled)));
    const groups = new Map<string, { lines: number; quantity: number; amounts: string[] }>();
    for (const line of lines) {
      if (filter.businessUnitId && line.businessUnitId !== filter.businessUnitId) continue;
      const name = line.category || 'Uncategorised';
      const group = groups.get(name) ?? { lines: 0, quantity: 0, amounts: [] };
      group.lines += 1;
      group.quantity += line.quantity;
      group.amounts.push(String(line.amount));
      groups.set(name, group);
    }
    return [...groups.entries()]
      .map(([category, group]) => ({ category, ...group, amount: sumMoney(group.amounts) }))
      .sort((a, b) => compareMoney(b.amount, a.amount) || a.category.localeCompare(b.category));
  }

  it('should run spend-by-category with the lines, quantity and amount of each product category', async () => {
    const expected = await expectedCategories();
    expect(expected.length).toBeGreaterThan(1);
    const { header, rows, totals } = csvReport(
      (await run(demoUsers.admin.username, seedReportId('spend-by-category'), CSV)).bytes,
    );
    expect(header).toEqual(['Category', 'Lines', 'Quantity', 'Amount']);
    expect(rows).toEqual(
      expected.map((group) => [group.category, String(group.lines), String(group.quantity), group.amount]),
    );
    expect(totals).toEqual([
      'Total',
      String(expected.reduce((sum, group) => sum + group.lines, 0)),
      String(expected.reduce((sum, group) => sum + group.quantity, 0)),
      sumMoney(expected.map((group) => group.amount)),
    ]);

    // The categories add up to the orders' subtotal (what spend-by-month calls Subtotal).
    const placed = await db()
      .select({ subtotal: orders.subtotal })
      .from(orders)
      .where(and(eq(orders.companyId, NORTHWIND), ne(orders.status, Cancelled)));
    expect(totals?.[3]).toBe(sumMoney(placed.map((order) => String(order.subtotal))));

    // One business unit: Radiology's orders only.
    const radiology = await expectedCategories({ businessUnitId: RADIOLOGY });
    expect(radiology.length).toBeGreaterThan(0);
    const filtered = csvReport(
      (
        await run(demoUsers.admin.username, seedReportId('spend-by-category'), CSV, {
          businessUnitId: RADIOLOGY,
        })
      ).bytes,
    );
    expect(filtered.rows.map((row) => [row[0], row[3]])).toEqual(
      radiology.map((group) => [group.category, group.amount]),
    );
  });

  it('should print spend-by-category as a PDF holding each category with its figures', async () => {
    const expected = await expectedCategories();
    const answer = await run(demoUsers.admin.username, seedReportId('spend-by-category'), PDF);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toMatch(/spend-by-category-.*\.pdf/);
    const lines = (await pdfPages(answer.bytes)).flat();
    expect(lines[0]).toBe('Spend by Category');
    expect(lines).toContain('Category\tLines\tQuantity\tAmount');
    for (const group of expected) {
      expect(lines).toContain(
        `${group.category}\t${group.lines}\t${group.quantity}\t${formatMoney(group.amount)}`,
      );
    }
  });

  it('should run orders-by-status with the count and total of each status, in a date range and for one status', async () => {
    const all = await db()
      .select({ status: orders.status, total: orders.grandTotal, createdAt: orders.createdAt })
      .from(orders)
      .where(eq(orders.companyId, NORTHWIND));
    const names = new Map<number, string>(
      Object.values(Enumerations.OrderStatus).map((entry) => [entry.value, entry.name]),
    );
    const expectedRows = (list: typeof all) =>
      Object.values(Enumerations.OrderStatus)
        .map((entry) => list.filter((order) => order.status === entry.value))
        .filter((group) => group.length > 0)
        .map((group) => [
          names.get(group[0]?.status ?? 0) ?? '',
          String(group.length),
          sumMoney(group.map((order) => String(order.total))),
        ]);
    expect(new Set(all.map((order) => order.status)).size).toBeGreaterThan(1);

    const report = csvReport(
      (await run(demoUsers.reports.username, seedReportId('orders-by-status'), CSV)).bytes,
    );
    expect(report.header).toEqual(['Status', 'Orders', 'Total']);
    expect(report.rows).toEqual(expectedRows(all));
    expect(report.totals).toEqual(['Total', String(all.length), sumMoney(all.map((o) => String(o.total)))]);

    // A date range of Eastern days (the later half of the orders' days) and one status.
    const days = [...new Set(all.map((order) => easternDay(order.createdAt)))].sort();
    const dateFrom = days[Math.floor(days.length / 2)] ?? '';
    const dateTo = days.at(-1) ?? '';
    const inRange = all.filter((order) => easternDay(order.createdAt) >= dateFrom);
    expect(inRange.length).toBeLessThan(all.length);
    const ranged = csvReport(
      (await run(demoUsers.reports.username, seedReportId('orders-by-status'), CSV, { dateFrom, dateTo }))
        .bytes,
    );
    expect(ranged.rows).toEqual(expectedRows(inRange));
    const status = inRange[0]?.status ?? 0;
    const one = csvReport(
      (
        await run(demoUsers.reports.username, seedReportId('orders-by-status'), CSV, {
          dateFrom,
          dateTo,
          orderStatus: status,
        })
      ).bytes,
    );
    expect(one.rows).toEqual(expectedRows(inRange.filter((order) => order.status === status)));
  });

  it('should run open-quotes with the quotes not yet ordered, expired, lost, cancelled or rejected', async () => {
    const now = new Date();
    const rows = await db()
      .select({
        number: quotes.number,
        title: quotes.title,
        status: quotes.status,
        expiresAt: quotes.expiresAt,
        createdAt: quotes.createdAt,
        total: quotes.grandTotal,
        orderId: quotes.orderId,
        createdBy: quotes.createdBy,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(quotes)
      .leftJoin(users, eq(users.id, quotes.requesterUserId))
      .where(eq(quotes.companyId, NORTHWIND));
    const statusName = new Map<number, string>(
      Object.values(Enumerations.QuoteStatus).map((entry) => [entry.value, entry.name]),
    );
    // As the quote list reads them (effectiveStatusOf: past its expiry an open quote is Expired).
    const open = rows
      .filter(
        (quote) =>
          !quote.orderId &&
          ['Unsubmitted', 'Submitted', 'Approved', 'Waiting'].includes(
            statusName.get(effectiveStatusOf(quote, now)) ?? '',
          ),
      )
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.number.localeCompare(b.number));
    expect(open.length).toBeGreaterThan(0);
    expect(open.length).toBeLessThan(rows.length);
    const report = csvReport((await run(demoUsers.admin.username, seedReportId('open-quotes'), CSV)).bytes);
    expect(report.header).toEqual(['Quote', 'Title', 'Status', 'Created', 'Expires', 'Total', 'Owner']);
    expect(report.rows).toEqual(
      open.map((quote) => [
        quote.number,
        quote.title,
        statusName.get(quote.status),
        printed(easternDay(quote.createdAt)),
        quote.expiresAt ? printed(easternDay(quote.expiresAt)) : '',
        sumMoney([String(quote.total)]),
        quote.firstName ? `${quote.firstName} ${quote.lastName}` : quote.createdBy,
      ]),
    );
    expect(report.totals?.[5]).toBe(sumMoney(open.map((quote) => String(quote.total))));
  });

  /** Northwind's open invoice balances aged on today's Eastern day: rows and bucket totals as the CSV holds them. */
  async function expectedAgeing(companyId = NORTHWIND) {
    const today = easternDay(new Date());
    const list = await db()
      .select({
        number: invoices.invoiceNumber,
        status: invoices.status,
        due: invoices.dueDate,
        total: invoices.grandTotal,
        paid: invoices.amountPaid,
      })
      .from(invoices)
      .where(eq(invoices.companyId, companyId));
    const open = list
      .filter((invoice) => invoice.status !== Enumerations.InvoiceStatus.Paid.value)
      .map((invoice) => ({ ...invoice, balance: subtractMoney(String(invoice.total), String(invoice.paid)) }))
      .filter((invoice) => compareMoney(invoice.balance, '0') > 0)
      .sort((a, b) => a.due.localeCompare(b.due) || a.number.localeCompare(b.number));
    const bucketOf = (days: number) => (days <= 0 ? 0 : days <= 30 ? 1 : days <= 60 ? 2 : days <= 90 ? 3 : 4);
    const rows = open.map((invoice) => {
      const days = daysBetween(invoice.due, today);
      return [
        invoice.number,
        printed(invoice.due),
        String(Math.max(0, days)),
        ...[0, 1, 2, 3, 4].map((bucket) => (bucket === bucketOf(days) ? invoice.balance : '')),
        invoice.balance,
      ];
    });
    const totals = [
      'Total',
      '',
      '',
      ...[0, 1, 2, 3, 4].map((bucket) => sumMoney(rows.map((row) => row[3 + bucket] || '0'))),
      sumMoney(open.map((invoice) => invoice.balance)),
    ];
    return {
      rows,
      totals,
      buckets: new Set(open.map((invoice) => bucketOf(daysBetween(invoice.due, today)))),
    };
  }

  it('should run invoice-ageing with each open balance in its bucket of days past due, and the bucket totals', async () => {
    const expected = await expectedAgeing();
    expect(expected.rows.length).toBeGreaterThan(0);
    expect(expected.buckets.size).toBeGreaterThan(1);
    const report = csvReport(
      (await run(demoUsers.reports.username, seedReportId('invoice-ageing'), CSV)).bytes,
    );
    expect(report.header).toEqual([
      'Invoice',
      'Due date',
      'Days past due',
      'Current',
      '1–30',
      '31–60',
      '61–90',
      'Over 90',
      'Balance due',
    ]);
    expect(report.rows).toEqual(expected.rows);
    expect(report.totals).toEqual(expected.totals);
  });

  it('should age balances at the bucket edges: due today is current, 30 days is 1–30, 31 is 31–60, 91 is over 90', async () => {
    // Invoices of Contoso made here at the edges: their balances and due dates decide their rows.
    const today = easternDay(new Date());
    const Status = Enumerations.InvoiceStatus;
    const cases = [
      { daysLate: 91, total: '900.10', bucket: 'Over 90' },
      { daysLate: 90, total: '800.00', bucket: '61–90' },
      { daysLate: 61, total: '700.00', bucket: '61–90' },
      { daysLate: 60, total: '600.00', bucket: '31–60' },
      { daysLate: 31, total: '500.00', bucket: '31–60' },
      { daysLate: 30, total: '400.00', bucket: '1–30' },
      { daysLate: 1, total: '300.00', paid: '50.00', bucket: '1–30' },
      { daysLate: 0, total: '200.00', bucket: 'Current' },
      { daysLate: -5, total: '100.00', bucket: 'Current' },
      { daysLate: 200, total: '1000.00', paid: '1000.00', status: Status.Paid.value },
      { daysLate: 10, total: '75.00', paid: '75.00', status: Status.PartiallyPaid.value },
    ];
    await db()
      .insert(invoices)
      .values(
        cases.map((item, index) => ({
          companyId: demoCompanies.contoso.id,
          invoiceNumber: `INV-AGE-${String(index).padStart(2, '0')}`,
          invoiceType: Enumerations.InvoiceType.Standard.value,
          status: item.status ?? (item.paid ? Status.PartiallyPaid.value : Status.Unpaid.value),
          invoiceDate: addDays(today, -item.daysLate - 30),
          dueDate: addDays(today, -item.daysLate),
          billTo: {},
          shipTo: {},
          subtotal: item.total,
          grandTotal: item.total,
          amountPaid: item.paid ?? '0.00',
        })),
      );
    await db()
      .insert(userPermissions)
      .values({ userId: demoUsers.contosoBuyer.id, permission: 'assignUserToCompanyReports' });
    const report = csvReport(
      (await run(demoUsers.contosoBuyer.username, seedReportId('invoice-ageing'), CSV)).bytes,
    );
    const buckets = report.header.slice(3, 8);
    const made = cases.map((item, index) => ({
      ...item,
      number: `INV-AGE-${String(index).padStart(2, '0')}`,
    }));
    // The invoices made here: each open one in its bucket, oldest due first; the paid and the settled ones out.
    expect(report.rows.filter((row) => row[0]?.startsWith('INV-AGE-'))).toEqual(
      made
        .filter((item) => item.bucket)
        .map((item) => {
          const balance = subtractMoney(item.total, item.paid ?? '0');
          return [
            item.number,
            printed(addDays(today, -item.daysLate)),
            String(Math.max(0, item.daysLate)),
            ...buckets.map((bucket) => (bucket === item.bucket ? balance : '')),
            balance,
          ];
        }),
    );
    // With the company's other invoices, the whole report and its bucket totals.
    const expected = await expectedAgeing(demoCompanies.contoso.id);
    expect(report.rows).toEqual(expected.rows);
    expect(report.totals).toEqual(expected.totals);
  });

  it('should write invoice-ageing as an XLSX workbook whose cells hold the computed rows', async () => {
    const expected = await expectedAgeing();
    const answer = await run(demoUsers.reports.username, seedReportId('invoice-ageing'), XLSX);
    expect(answer.headers.get('content-disposition')).toMatch(/invoice-ageing-.*\.xlsx/);
    const [sheet] = await readXlsxFile(Buffer.from(answer.bytes));
    const data = sheet?.data ?? [];
    expect(data[0]?.[0]).toBe('Invoice Ageing');
    const headerAt = data.findIndex((row) => row[0] === 'Invoice');
    expect(headerAt).toBeGreaterThan(0);
    // Text stays text; amounts and days are number cells; an empty bucket is an empty cell.
    const cell = (value: string, index: number) => (value === '' ? null : index >= 2 ? Number(value) : value);
    expect(data.slice(headerAt + 1)).toEqual(
      [...expected.rows, expected.totals].map((row) => row.map((value, index) => cell(value, index))),
    );
  });

  it('should run contracts-expiring with the contracts ending within the days given, as the runner may see them', async () => {
    const today = easternDay(new Date());
    const until = addDays(today, 90);
    const contracts = await db()
      .select({
        id: maintenanceContracts.id,
        number: maintenanceContracts.contractNumber,
        description: maintenanceContracts.description,
        manufacturer: manufacturers.name,
        type: maintenanceContracts.contractType,
        endDate: maintenanceContracts.endDate,
      })
      .from(maintenanceContracts)
      .innerJoin(manufacturers, eq(manufacturers.id, maintenanceContracts.manufacturerId))
      .where(eq(maintenanceContracts.companyId, NORTHWIND));
    const covered = await db().select({ contractId: devices.contractId }).from(devices);
    const ending = contracts
      .filter((contract) => contract.endDate && contract.endDate >= today && contract.endDate <= until)
      .sort((a, b) => (a.endDate ?? '').localeCompare(b.endDate ?? '') || a.number.localeCompare(b.number));
    expect(ending.length).toBeGreaterThan(0);
    expect(ending.length).toBeLessThan(contracts.length);
    const row = (contract: (typeof ending)[number]) => [
      contract.number,
      contract.description,
      contract.manufacturer,
      contract.type,
      printed(contract.endDate),
      String(daysBetween(today, contract.endDate ?? today)),
      String(covered.filter((device) => device.contractId === contract.id).length),
    ];
    const CONTRACTS_EXPIRING = seedReportId('contracts-expiring');
    const report = csvReport(
      (await run(demoUsers.contracts.username, CONTRACTS_EXPIRING, CSV, { withinDays: 90 })).bytes,
    );
    expect(report.header).toEqual([
      'Contract',
      'Description',
      'Manufacturer',
      'Type',
      'End date',
      'Days left',
      'Devices',
    ]);
    expect(report.rows).toEqual(ending.map(row));

    // withinDays is required.
    const caller = await subject().as(demoUsers.contracts.username);
    const missing = await caller('POST', 'V1.0/Report/run', {
      json: { reportId: CONTRACTS_EXPIRING, format: CSV, searchFields: {} },
    });
    expect(missing.status).toBe(400);

    // A user given one contract sees that one only.
    const only = ending.at(-1);
    if (!only) throw new Error('no contract');
    await db().insert(userContractAccess).values({ userId: demoUsers.contracts.id, allContracts: false });
    await db().insert(userContracts).values({ userId: demoUsers.contracts.id, contractId: only.id });
    try {
      const limited = csvReport(
        (await run(demoUsers.contracts.username, CONTRACTS_EXPIRING, CSV, { withinDays: 90 })).bytes,
      );
      expect(limited.rows).toEqual([row(only)]);
    } finally {
      await db().delete(userContracts).where(eq(userContracts.userId, demoUsers.contracts.id));
      await db().delete(userContractAccess).where(eq(userContractAccess.userId, demoUsers.contracts.id));
    }
  });

  it("should run Northwind's custom radiology-spend with its preset business unit over the one given", async () => {
    const placed = await db()
      .select({ createdAt: orders.createdAt, total: orders.grandTotal })
      .from(orders)
      .where(
        and(
          eq(orders.companyId, NORTHWIND),
          ne(orders.status, Cancelled),
          eq(orders.businessUnitId, RADIOLOGY),
        ),
      );
    expect(placed.length).toBeGreaterThan(0);
    const report = csvReport(
      (
        await run(demoUsers.admin.username, northwindCustomReport.id, CSV, {
          businessUnitId: seedId('bu:northwind:it-infra'),
        })
      ).bytes,
    );
    expect(report.totals?.[1]).toBe(String(placed.length));
    expect(report.totals?.at(-1)).toBe(sumMoney(placed.map((order) => String(order.total))));
    expect(report.rows.map((row) => row[0])).toEqual(
      [...new Set(placed.map((order) => easternDay(order.createdAt).slice(0, 7)))].sort(),
    );
  });

  it('should store a large report and answer its signed link, renewed for its owner only, expiring and unforgeable', async () => {
    const secret = 'reports-test-secret-0123456789abcdefghij';
    const jwtSecret = new TextEncoder().encode(secret);
    const dir = tempFolder('report-files-');
    const env = parseEnv({
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'silent',
      JWT_SECRET: secret,
      REPORT_LARGE_FILE_BYTES: '64',
      REPORT_FILE_DIR: dir,
    });
    const { database } = subject();
    // A second app over the same database, storing any file over 64 bytes.
    const app = createApp({ env, database, jwtSecret, log: createLogger('silent') });
    const signIn = signInWith(database, new TokenService(jwtSecret, env.ACCESS_TOKEN_TTL_SECONDS));
    const reports = callerFor(app, await signIn(demoUsers.reports.username));
    const body = { reportId: SPEND_BY_MONTH, format: CSV, searchFields: {} };
    const stored = await reports('POST', 'V1.0/Report/run', { json: body });
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    const { sasUri } = z.object({ sasUri: z.string() }).parse(stored.body);
    const link = new URL(sasUri);
    expect(link.pathname).toBe('/api/V1.0/Report/file');
    const fetchLink = (url: URL) => app.request(`${url.pathname}${url.search}`);

    // The link answers the file: the same CSV a direct run answers.
    const file = await fetchLink(link);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/spend-by-month-.*\.csv/);
    const direct = await run(demoUsers.reports.username, SPEND_BY_MONTH, CSV);
    expect(await file.text()).toBe(new TextDecoder().decode(direct.bytes));

    // A fresh link for its owner; 404 for another company's report user and for a colleague who did not run it.
    const blobName = link.searchParams.get('blob') ?? '';
    const [row] = await db().select().from(reportFiles).where(eq(reportFiles.blobName, blobName));
    expect(row).toMatchObject({
      companyId: NORTHWIND,
      userId: demoUsers.reports.id,
      reportId: SPEND_BY_MONTH,
    });
    const renewed = await reports('GET', 'Report/getSasTokenByBlobName', { query: { blobName } });
    expect(renewed.status).toBe(200);
    const again = await fetchLink(new URL(z.object({ sasUri: z.string() }).parse(renewed.body).sasUri));
    expect(again.status).toBe(200);
    await db()
      .insert(userPermissions)
      .values({ userId: demoUsers.contosoBuyer.id, permission: 'viewReports' })
      .onConflictDoNothing();
    for (const other of [demoUsers.contosoBuyer.username, demoUsers.temp.username]) {
      const stranger = callerFor(app, await signIn(other));
      const refused = await stranger('GET', 'Report/getSasTokenByBlobName', { query: { blobName } });
      expect(refused.status, other).toBe(404);
      expect(Problem.parse(refused.body)).toMatchObject({ code: 'ReportFileNotFound' });
    }

    // A link signed by this server but past its time: 410.
    const files = new ReportFiles(new FolderBlobStore(dir), jwtSecret, { linkTtlSeconds: 900, keepDays: 7 });
    if (!row) throw new Error('no row');
    const old = new URL(files.link(row, new Date(Date.now() - 3_600_000)), 'http://localhost');
    const expired = await fetchLink(old);
    expect(expired.status).toBe(410);
    expect(Problem.parse(await expired.json())).toMatchObject({ code: 'ReportLinkExpired' });

    // Forged: another signature, or the expiry stretched under the real one: 403.
    const forged = new URL(link);
    const sig = forged.searchParams.get('sig') ?? '';
    forged.searchParams.set('sig', `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`);
    const stretched = new URL(link);
    stretched.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 86_400));
    for (const bad of [forged, stretched]) {
      const refused = await fetchLink(bad);
      expect(refused.status).toBe(403);
      expect(Problem.parse(await refused.json())).toMatchObject({ code: 'ReportLinkInvalid' });
    }
  });

  it('should purge the expired report files, bytes and index row, on its periodic run and keep the live ones', async () => {
    const blobs = new FolderBlobStore(tempFolder('report-purge-'));
    const files = new ReportFiles(blobs, new TextEncoder().encode('x'.repeat(32)), {
      linkTtlSeconds: 900,
      keepDays: 7,
    });
    const file = {
      companyId: NORTHWIND,
      userId: demoUsers.reports.id,
      reportId: SPEND_BY_MONTH,
      fileName: 'spend.csv',
      contentType: 'text/csv',
      body: new TextEncoder().encode('Month,Orders\r\n'),
    };
    const old = await files.save(db(), file, new Date(Date.now() - 8 * 86_400_000));
    const live = await files.save(db(), file);
    expect(await blobs.get(old.blobName)).not.toBeNull();

    const worker = startReportFilePurge(subject().database.db, blobs, { intervalMs: 3_600_000 });
    try {
      await worker.runOnce();
    } finally {
      await worker.stop();
    }
    expect(await blobs.get(old.blobName)).toBeNull();
    expect(await files.find(db(), old.blobName)).toBeNull();
    expect(await blobs.get(live.blobName)).toEqual(file.body);
    expect(await files.find(db(), live.blobName)).toMatchObject({ fileName: 'spend.csv' });
  });
  it("should answer GetCustomReports with the caller company's custom reports only, and 403 without viewReports", async () => {
    const customKeys = async (username: string) => {
      const caller = await subject().as(username);
      const answer = await caller('GET', 'V1.0/Report/GetCustomReports');
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const reports = z.array(ReportSummary).parse(answer.body);
      expect(reports.every((report) => report.kind === 'custom')).toBe(true);
      return reports.map((report) => report.key);
    };
    // Contoso's own custom report under a key Northwind's does not use, and one under the same key as Northwind's.
    const contosoReports = await db()
      .insert(reportDefinitions)
      .values(
        ['contoso-freight', northwindCustomReport.key].map((key) => ({
          key,
          name: `Contoso ${key}`,
          kind: 'custom',
          companyId: demoCompanies.contoso.id,
          formats: [CSV],
          computation: 'spend-by-month',
        })),
      )
      .returning({ id: reportDefinitions.id });
    await db()
      .insert(userPermissions)
      .values({ userId: demoUsers.contosoBuyer.id, permission: 'assignUserToCompanyReports' })
      .onConflictDoNothing();

    // Each company's report administrator: its own custom reports, not the standard ones, not the other's.
    expect(await customKeys(demoUsers.admin.username)).toEqual([northwindCustomReport.key]);
    const admin = await subject().as(demoUsers.admin.username);
    const northwindList = z
      .array(ReportSummary)
      .parse((await admin('GET', 'V1.0/Report/GetCustomReports')).body);
    expect(northwindList.map((report) => report.id)).toEqual([northwindCustomReport.id]);
    expect((await customKeys(demoUsers.contosoBuyer.username)).sort()).toEqual(
      ['contoso-freight', northwindCustomReport.key].sort(),
    );

    // A viewReports user: none until one is assigned; an assignment row naming Contoso's report shows nothing.
    expect(await customKeys(demoUsers.reports.username)).toEqual([]);
    await db()
      .insert(reportAssignments)
      .values(
        [northwindCustomReport.id, ...contosoReports.map((report) => report.id)].map((reportId) => ({
          reportId,
          userId: demoUsers.reports.id,
          companyId: NORTHWIND,
          assignedBy: demoUsers.admin.id,
        })),
      );
    expect(await customKeys(demoUsers.reports.username)).toEqual([northwindCustomReport.key]);

    // Without viewReports (nor the assigning permission): 403 with the catalogue's code and message.
    const buyer = await subject().as(demoUsers.buyer.username);
    const refused = await buyer('GET', 'V1.0/Report/GetCustomReports');
    expect(refused.status).toBe(403);
    expect(Problem.parse(refused.body)).toMatchObject({
      code: 'Forbidden',
      message: formatMessage('Http.403'),
    });
  });
}

describeOnBothEngines('Reports (issue 20)', reportsScenario);
