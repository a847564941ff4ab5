import { Enumerations, Problem, ReportSummary } from '@b2b-portal/api';
import { sumMoney } from '@b2b-portal/flows/rules';
import { and, eq, ne } from 'drizzle-orm';
import { expect, it } from 'vitest';
import * as z from 'zod/mini';
import { orders } from '../../db/schema';
import { demoCompanies } from '../../db/seed-data';
import { seedReportId } from '../../db/seed-reports';
import { describeOnBothEngines, type EngineSubject } from '../../test-support/engines';
import { demoUsers } from '../../testing';

/**
 * The reports (issue 20) as a client sees them: the lists follow the assignments, a run of spend-by-month holds the
 * sums of the company's orders by Eastern month (worked out here from the orders table, not from the report's SQL),
 * a run with nothing to show answers the no-data response, and the company scope, the assignment and the file
 * store's signed links are enforced.
 */

const SPEND_BY_MONTH = seedReportId('spend-by-month');
const CSV = 5;

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
}

describeOnBothEngines('Reports (issue 20)', reportsScenario);
