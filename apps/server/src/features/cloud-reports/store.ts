import type { EdpCommitment, EdpReport, PrismReport, PrismReportQuery } from '@b2b-portal/api';
import { EDP_FORECAST_METHOD } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import {
  type CloudMonth,
  compareMoney,
  earlierMonth,
  edpForecast,
  lastPublishedCloudMonth,
  nextCloudPublication,
  subtractMoney,
  sumMoney,
} from '@b2b-portal/flows/rules';
import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cloudConsumption, edpCommitments } from '../../db/schema';
import { ProblemError } from '../../http/problem';

/**
 * The cloud reports (issue 20) of one company: the savings by month and service, and the EDP commitments with
 * their consumption to date and forecast. Only published months count (flows' cloudReports, on the server's
 * clock): a month's rows may exist before its publication day, they are left out until then. The route's
 * permission (viewReports | assignUserToCompanyReports) is checked by the registrar before any of this runs.
 */

const firstDay = (month: CloudMonth) => `${month}-01`;

function publication(now: Date) {
  return { publishedThrough: lastPublishedCloudMonth(now), nextPublication: nextCloudPublication(now) };
}

export const monthRangeRefused = () =>
  new ProblemError(400, 'CloudMonthRange', formatMessage('CloudReports.MonthRangeRefused'));

type Filters = Pick<PrismReportQuery, 'from' | 'to' | 'service'>;

interface Sums {
  listCost: string;
  contractCost: string;
}
const withSavings = (sums: Sums) => ({ ...sums, savings: subtractMoney(sums.listCost, sums.contractCost) });
function total(rows: readonly Sums[]) {
  return withSavings({
    listCost: sumMoney(rows.map((row) => row.listCost)),
    contractCost: sumMoney(rows.map((row) => row.contractCost)),
  });
}

/** The savings report of `companyId` under the filters, at `now`. */
export async function prismReport(
  db: Executor,
  companyId: string,
  filters: Filters,
  now: Date,
): Promise<PrismReport> {
  const published = publication(now);
  if (filters.from && filters.to && filters.from > filters.to) throw monthRangeRefused();
  const ofCompany = and(
    eq(cloudConsumption.companyId, companyId),
    lte(cloudConsumption.month, firstDay(published.publishedThrough)),
  );
  const monthText = sql<string>`to_char(${cloudConsumption.month}, 'YYYY-MM')`;
  const [services, bounds] = await Promise.all([
    db
      .selectDistinct({ service: cloudConsumption.service })
      .from(cloudConsumption)
      .where(ofCompany)
      .orderBy(asc(cloudConsumption.service)),
    db
      .select({ first: sql<string | null>`to_char(min(${cloudConsumption.month}), 'YYYY-MM')` })
      .from(cloudConsumption)
      .where(ofCompany),
  ]);
  const first = bounds[0]?.first ?? null;
  const from = filters.from ?? first;
  const wantedTo = filters.to ?? published.publishedThrough;
  const to = earlierMonth(wantedTo, published.publishedThrough);
  const rows =
    from === null || from > to
      ? []
      : await db
          .select({
            month: monthText,
            provider: cloudConsumption.provider,
            service: cloudConsumption.service,
            listCost: sql<string>`sum(${cloudConsumption.listCost})::text`,
            contractCost: sql<string>`sum(${cloudConsumption.contractCost})::text`,
          })
          .from(cloudConsumption)
          .where(
            and(
              ofCompany,
              gte(cloudConsumption.month, firstDay(from)),
              lte(cloudConsumption.month, firstDay(to)),
              filters.service ? eq(cloudConsumption.service, filters.service) : undefined,
            ),
          )
          .groupBy(cloudConsumption.month, cloudConsumption.provider, cloudConsumption.service)
          .orderBy(asc(cloudConsumption.month), asc(cloudConsumption.service));
  const group = <K extends string>(keyOf: (row: (typeof rows)[number]) => K) => {
    const groups = new Map<K, typeof rows>();
    for (const row of rows) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row]);
    return groups;
  };
  const byMonth = [...group((row) => row.month)].map(([month, monthRows]) => ({
    month,
    ...total(monthRows),
  }));
  const byService = [...group((row) => `${row.provider}\u0000${row.service}`)]
    .map(([, serviceRows]) => ({
      service: serviceRows[0]?.service ?? '',
      provider: serviceRows[0]?.provider ?? '',
      ...total(serviceRows),
    }))
    // Largest savings first: what the chart and its table lead with.
    .sort((a, b) => compareMoney(b.savings, a.savings) || a.service.localeCompare(b.service));
  return {
    ...published,
    from: from === null || from > to ? null : from,
    to: from === null || from > to ? null : to,
    firstMonth: first,
    services: services.map((row) => row.service),
    byMonth,
    byService,
    totals: total(byMonth),
  };
}

/** The EDP commitments of `companyId`, newest start first, with consumption to date and the forecast at `now`. */
export async function edpReport(db: Executor, companyId: string, now: Date): Promise<EdpReport> {
  const published = publication(now);
  const commitments = await db
    .select()
    .from(edpCommitments)
    .where(eq(edpCommitments.companyId, companyId))
    .orderBy(desc(edpCommitments.startMonth), asc(edpCommitments.programme));
  const answers: EdpCommitment[] = [];
  for (const commitment of commitments) {
    const monthly = await db
      .select({
        month: sql<string>`to_char(${cloudConsumption.month}, 'YYYY-MM')`,
        amount: sql<string>`sum(${cloudConsumption.contractCost})::text`,
      })
      .from(cloudConsumption)
      .where(
        and(
          eq(cloudConsumption.companyId, companyId),
          eq(cloudConsumption.provider, commitment.provider),
          gte(cloudConsumption.month, commitment.startMonth),
          lte(cloudConsumption.month, commitment.endMonth),
          lte(cloudConsumption.month, firstDay(published.publishedThrough)),
        ),
      )
      .groupBy(cloudConsumption.month);
    const startMonth = commitment.startMonth.slice(0, 7);
    const endMonth = commitment.endMonth.slice(0, 7);
    const forecast = edpForecast({
      committed: commitment.committedAmount,
      startMonth,
      endMonth,
      consumption: new Map(monthly.map((row) => [row.month, row.amount])),
      lastPublished: published.publishedThrough,
    });
    const left = subtractMoney(commitment.committedAmount, forecast.consumedToDate);
    answers.push({
      id: commitment.id,
      provider: commitment.provider,
      programme: commitment.programme,
      startMonth,
      endMonth,
      committedAmount: sumMoney([commitment.committedAmount]),
      consumedToDate: forecast.consumedToDate,
      remaining: compareMoney(left, 0) > 0 ? left : '0.00',
      forecastMethod: EDP_FORECAST_METHOD,
      runRate: forecast.runRate,
      remainingMonths: forecast.remainingMonths,
      forecastAtEnd: forecast.forecastAtEnd,
      forecastShortfall: forecast.forecastShortfall,
      months: forecast.months,
    });
  }
  return { ...published, commitments: answers };
}
