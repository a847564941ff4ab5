import { EdpReport, EmbeddedReport, PrismReport, Problem, ReportEmbedUrl } from '@b2b-portal/api';
import { monthsFrom, sumMoney } from '@b2b-portal/flows/rules';
import { eq } from 'drizzle-orm';
import { afterEach, expect, it, vi } from 'vitest';
import { userPermissions, users } from '../../db/schema';
import { cloudReportSeed, seededCloudCost } from '../../db/seed-cloud-reports';
import { describeOnBothEngines, type EngineSubject } from '../../test-support/engines';
import { demoUsers } from '../../testing';
import type { Answer, Caller } from '../cart/testing';

/**
 * The cloud reports (issue 20): the savings report's and the EDP tracker's figures are the sums of the seed's
 * rows (worked out here from the seed's own specification, not from the server), only published months count
 * (the 14th of the next month, on the server's clock), the company scope, the permission (viewReports or
 * assignUserToCompanyReports) and the signed embedded report link (forged, altered and expired links refused).
 */

// The server's clock in these tests: October 2026 was published on 14 November.
const NOW = new Date('2026-11-28T08:00:00Z');
const atNow = (date = NOW) => vi.useFakeTimers({ toFake: ['Date'], now: date });
afterEach(() => {
  vi.useRealTimers();
});

function ok<T>(answer: Answer, schema: { parse(value: unknown): T }): T {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return schema.parse(answer.body);
}

/** The seed's rows of Northwind, by month and service, for the months given. */
function northwindRows(months: readonly string[], service?: string) {
  const spec = cloudReportSeed.northwind;
  return monthsFrom(spec.from, spec.to).flatMap((month, index) =>
    months.includes(month)
      ? spec.services.flatMap((entry, serviceIndex) =>
          service && entry.name !== service
            ? []
            : [{ month, service: entry.name, ...seededCloudCost(entry, serviceIndex, index) }],
        )
      : [],
  );
}
const sums = (rows: { listCost: string; contractCost: string }[]) => ({
  listCost: sumMoney(rows.map((row) => row.listCost)),
  contractCost: sumMoney(rows.map((row) => row.contractCost)),
});

function cloudScenario(subject: () => EngineSubject) {
  const prism = async (caller: Caller, query: Record<string, string> = {}) =>
    ok(await caller('GET', 'V1.0/Report/GetPrismReports', { query }), PrismReport);
  const edp = async (caller: Caller) => ok(await caller('GET', 'v1.0/report/getEDPReports'), EdpReport);
  const embedded = async (token: string) => {
    const response = await subject().app.request(
      `/api/v1.0/report/embeddedReport?token=${encodeURIComponent(token)}`,
    );
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const embedToken = async (caller: Caller, query: Record<string, string>) => {
    const link = ok(await caller('GET', 'v1.0/report/getPowerBIReportEmbedURL', { query }), ReportEmbedUrl);
    const url = new URL(link.embedUrl.replace('/#/', '/'));
    expect(url.pathname).toBe('/embedded-report');
    return { token: url.searchParams.get('token') ?? '', expiresAt: link.expiresAt };
  };

  it('should answer the savings by month and by service as the sums of the seed, largest savings first', async () => {
    atNow();
    const reports = await subject().as(demoUsers.contracts.username);
    const report = await prism(reports);
    const months = monthsFrom('2025-05', '2026-10');
    expect(report).toMatchObject({
      publishedThrough: '2026-10',
      nextPublication: { month: '2026-11', date: '2026-12-14' },
      from: '2025-05',
      to: '2026-10',
      firstMonth: '2025-05',
    });
    expect(report.services).toHaveLength(6);
    expect(report.byMonth.map((row) => row.month)).toEqual(months);
    const all = sums(northwindRows(months));
    expect(report.totals).toEqual({ ...all, savings: sumMoney([all.listCost, `-${all.contractCost}`]) });
    const october = sums(northwindRows(['2026-10']));
    expect(report.byMonth.at(-1)).toMatchObject(october);
    const ec2 = sums(northwindRows(months, 'Amazon EC2'));
    expect(report.byService[0]).toMatchObject({ service: 'Amazon EC2', provider: 'AWS', ...ec2 });
    const savings = report.byService.map((row) => Number(row.savings));
    expect(savings).toEqual([...savings].sort((a, b) => b - a));
    expect(sumMoney(report.byService.map((row) => row.savings))).toBe(report.totals.savings);
  });

  it('should filter by a range of months and a service, and refuse a range that ends before it starts', async () => {
    atNow();
    const reports = await subject().as(demoUsers.contracts.username);
    const report = await prism(reports, { from: '2026-01', to: '2026-03', service: 'Amazon S3' });
    expect(report.byMonth.map((row) => row.month)).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(report.byService.map((row) => row.service)).toEqual(['Amazon S3']);
    expect(report.totals).toMatchObject(sums(northwindRows(['2026-01', '2026-02', '2026-03'], 'Amazon S3')));
    expect(report.services).toHaveLength(6);
    // A range past the last published month stops at it.
    expect((await prism(reports, { from: '2026-09', to: '2027-03' })).to).toBe('2026-10');
    const refused = await reports('GET', 'V1.0/Report/GetPrismReports', {
      query: { from: '2026-05', to: '2026-02' },
    });
    expect(refused.status).toBe(400);
    expect(Problem.parse(refused.body)).toMatchObject({ code: 'CloudMonthRange' });
    const malformed = await reports('GET', 'V1.0/Report/GetPrismReports', { query: { from: '2026-13' } });
    expect(malformed.status).toBe(400);
  });

  it('should leave out a month before its publication day (the 14th of the next month)', async () => {
    atNow(new Date('2026-11-13T23:59:00Z'));
    const before = await prism(await subject().as(demoUsers.contracts.username));
    expect(before.publishedThrough).toBe('2026-09');
    expect(before.byMonth.at(-1)?.month).toBe('2026-09');
    expect(before.totals).toMatchObject(sums(northwindRows(monthsFrom('2025-05', '2026-09'))));
    atNow(new Date('2026-11-14T00:00:00Z'));
    expect((await prism(await subject().as(demoUsers.contracts.username))).byMonth.at(-1)?.month).toBe(
      '2026-10',
    );
  });

  it('should track the EDP commitment: consumption to date at contract price and the trailing 3-month forecast', async () => {
    atNow();
    const reports = await subject().as(demoUsers.contracts.username);
    const report = await edp(reports);
    expect(report.commitments).toHaveLength(1);
    const [commitment] = report.commitments;
    const consumed = sums(northwindRows(monthsFrom('2025-07', '2026-10'))).contractCost;
    const lastThree = ['2026-08', '2026-09', '2026-10'].map(
      (month) => sums(northwindRows([month])).contractCost,
    );
    expect(commitment).toMatchObject({
      programme: 'AWS Enterprise Discount Program',
      provider: 'AWS',
      startMonth: '2025-07',
      endMonth: '2027-06',
      committedAmount: '2100000.00',
      consumedToDate: consumed,
      forecastMethod: 'trailing3MonthAverage',
      remainingMonths: 8,
    });
    // The run rate is the average of the last three months, to the cent.
    const threeTimesRate = sumMoney([
      commitment?.runRate ?? '0',
      commitment?.runRate ?? '0',
      commitment?.runRate ?? '0',
    ]);
    expect(Math.abs(Number(threeTimesRate) - Number(sumMoney(lastThree)))).toBeLessThanOrEqual(0.02);
    const rates = Array.from({ length: 8 }, () => commitment?.runRate ?? '0');
    expect(commitment?.forecastAtEnd).toBe(sumMoney([consumed, ...rates]));
    expect(commitment?.months).toHaveLength(24);
    expect(commitment?.months.filter((month) => month.forecast)).toHaveLength(8);
    expect(commitment?.months[15]).toMatchObject({ month: '2026-10', cumulative: consumed, forecast: false });
  });

  it('should show each company its own figures only', async () => {
    const { db } = subject().database;
    await db.insert(userPermissions).values({ userId: demoUsers.contosoBuyer.id, permission: 'viewReports' });
    atNow();
    const contoso = await subject().as(demoUsers.contosoBuyer.username);
    const report = await prism(contoso);
    expect(report.services).toEqual(['Azure Blob Storage', 'Azure Virtual Machines']);
    expect(report.byMonth.map((row) => row.month)).toEqual(['2026-08', '2026-09', '2026-10']);
    expect((await edp(contoso)).commitments).toEqual([]);
  });

  it('should refuse a user without viewReports or assignUserToCompanyReports', async () => {
    const buyer = await subject().as(demoUsers.buyer.username);
    for (const [path, query] of [
      ['V1.0/Report/GetPrismReports', {}],
      ['v1.0/report/getEDPReports', {}],
      ['v1.0/report/getPowerBIReportEmbedURL', { report: 'prism' }],
    ] as const) {
      const answer = await buyer('GET', path, { query });
      expect(answer.status, path).toBe(403);
    }
  });

  it('should answer a signed link to the embedded report that shows the report read-only for 10 minutes', async () => {
    atNow();
    const reports = await subject().as(demoUsers.contracts.username);
    const link = await embedToken(reports, { report: 'prism', service: 'Amazon EKS' });
    expect(Date.parse(link.expiresAt) - NOW.getTime()).toBe(600_000);
    const shown = await embedded(link.token);
    expect(shown.status).toBe(200);
    const answer = EmbeddedReport.parse(shown.body);
    expect(answer).toMatchObject({ report: 'prism', companyName: 'Northwind Health' });
    if (answer.report !== 'prism') throw new Error('not the savings report');
    expect(answer.prism.byService.map((row) => row.service)).toEqual(['Amazon EKS']);
    expect(answer.prism.totals).toMatchObject(
      sums(northwindRows(monthsFrom('2025-05', '2026-10'), 'Amazon EKS')),
    );

    const edpLink = await embedToken(reports, { report: 'edp' });
    const edpShown = EmbeddedReport.parse((await embedded(edpLink.token)).body);
    expect(edpShown.report).toBe('edp');

    // Ten minutes later the link is refused as expired.
    atNow(new Date(NOW.getTime() + 600_000));
    const expired = await embedded(link.token);
    expect(expired.status).toBe(410);
    expect(Problem.parse(expired.body)).toMatchObject({ code: 'EmbedLinkExpired' });
  });

  it('should end a link once its signer is disabled', async () => {
    atNow();
    const temp = await subject().as(demoUsers.temp.username);
    const { token } = await embedToken(temp, { report: 'edp' });
    expect((await embedded(token)).status).toBe(200);
    await subject().database.db.update(users).set({ status: 2 }).where(eq(users.id, demoUsers.temp.id));
    const ended = await embedded(token);
    expect(ended.status).toBe(403);
    expect(Problem.parse(ended.body)).toMatchObject({ code: 'EmbedLinkRevoked' });
  });

  it('should refuse a forged or altered link with 403', async () => {
    atNow();
    const reports = await subject().as(demoUsers.contracts.username);
    const { token } = await embedToken(reports, { report: 'prism' });
    const [payload, signature] = token.split('.');
    const decoded = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'));
    // Another company's report under the same signature.
    const altered = Buffer.from(
      JSON.stringify({ ...decoded, c: '00000000-0000-4000-8000-000000000001' }),
    ).toString('base64url');
    for (const forged of [
      `${altered}.${signature}`,
      `${payload}.${'A'.repeat(signature?.length ?? 43)}`,
      'not-a-token',
      `${payload}`,
    ]) {
      const answer = await embedded(forged);
      expect(answer.status, forged).toBe(403);
      expect(Problem.parse(answer.body)).toMatchObject({ code: 'EmbedLinkInvalid' });
    }
  });
}

describeOnBothEngines('Cloud reports (issue 20)', cloudScenario);
