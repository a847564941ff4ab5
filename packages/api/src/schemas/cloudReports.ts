import * as z from 'zod/mini';
import { Money } from './common';

/**
 * The cloud reports (issue 20; 002 §2 /prism-savings-report "cloud savings report" and /edp-report
 * "enterprise-discount tracker", §7 GetPrismReports, getEDPReports, getPowerBIReportEmbedURL, §9 "report data
 * available 12 to 14 days after month end").
 *
 * The reseller bills its customers' cloud consumption (AWS, Azure…) by month and service, at the provider's list
 * price and at the price of the customer's contract: the savings report shows the difference by service and
 * month; the EDP tracker shows an enterprise discount programme commitment against the consumption to date and
 * a forecast to its end. A month is shown from its publication day, the 14th of the next month (flows'
 * cloudReports: `publishedThrough` and `nextPublication` below say which).
 */

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
/** A calendar month, `YYYY-MM`. */
export const CloudMonth = z.string().check(z.regex(MONTH_PATTERN, 'Not a month: use YYYY-MM, e.g. 2026-10.'));

/** When the figures were published up to, and the next publication. */
export const CloudPublication = z.object({
  /** The last month whose figures are published, `YYYY-MM`. */
  publishedThrough: CloudMonth,
  /** The next month to be published and its day, `YYYY-MM-DD`. */
  nextPublication: z.object({ month: CloudMonth, date: z.string() }),
});
export type CloudPublication = z.infer<typeof CloudPublication>;

/** GetPrismReports' filters: a range of months (both included) and one service; absent for all. */
export const PrismReportQuery = z.object({
  from: z.optional(CloudMonth),
  to: z.optional(CloudMonth),
  service: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});
export type PrismReportQuery = z.input<typeof PrismReportQuery>;

/** Cost at list and at contract price, and the savings (list less contract). */
export const CloudSavings = z.object({ listCost: Money, contractCost: Money, savings: Money });
export type CloudSavings = z.infer<typeof CloudSavings>;

/** The savings report: by month and by service under the filters, their totals, and every service (the filter's choices). */
export const PrismReport = z.extend(CloudPublication, {
  /** The months the filters cover, after any narrowing to the published ones (`YYYY-MM`; null when none). */
  from: z.nullable(CloudMonth),
  to: z.nullable(CloudMonth),
  /** The first published month with figures (the range's earliest choice); null when none. */
  firstMonth: z.nullable(CloudMonth),
  services: z.array(z.string()),
  byMonth: z.array(z.extend(CloudSavings, { month: CloudMonth })),
  byService: z.array(z.extend(CloudSavings, { service: z.string(), provider: z.string() })),
  totals: CloudSavings,
});
export type PrismReport = z.infer<typeof PrismReport>;

/** The forecast's method: the trailing 3-month average of the last published months times the months left. */
export const EDP_FORECAST_METHOD = 'trailing3MonthAverage' as const;

/** One month of a commitment: actual consumption when published, else the forecast's run rate. */
export const EdpReportMonth = z.object({
  month: CloudMonth,
  amount: Money,
  cumulative: Money,
  forecast: z.boolean(),
});
export type EdpReportMonth = z.infer<typeof EdpReportMonth>;

/** An EDP commitment with its consumption to date (contract price, published months) and forecast. */
export const EdpCommitment = z.object({
  id: z.string(),
  provider: z.string(),
  programme: z.string(),
  startMonth: CloudMonth,
  endMonth: CloudMonth,
  committedAmount: Money,
  consumedToDate: Money,
  /** Still to consume to meet the commitment (0.00 once met). */
  remaining: Money,
  forecastMethod: z.literal(EDP_FORECAST_METHOD),
  runRate: Money,
  remainingMonths: z.int(),
  forecastAtEnd: Money,
  forecastShortfall: Money,
  months: z.array(EdpReportMonth),
});
export type EdpCommitment = z.infer<typeof EdpCommitment>;

/** getEDPReports: the company's commitments, newest start first. */
export const EdpReport = z.extend(CloudPublication, { commitments: z.array(EdpCommitment) });
export type EdpReport = z.infer<typeof EdpReport>;

/** The embeddable reports. */
export const EmbeddedReportKind = z.enum(['prism', 'edp']);
export type EmbeddedReportKind = z.infer<typeof EmbeddedReportKind>;

/** getPowerBIReportEmbedURL: which report, with the savings report's filters. */
export const ReportEmbedQuery = z.extend(PrismReportQuery, { report: EmbeddedReportKind });
export type ReportEmbedQuery = z.input<typeof ReportEmbedQuery>;

/** A signed link to the read-only embedded report page, and when it stops working (ISO date-time). */
export const ReportEmbedUrl = z.object({ embedUrl: z.string(), expiresAt: z.string() });
export type ReportEmbedUrl = z.infer<typeof ReportEmbedUrl>;

/** The embedded report page's call: the signed token of its link. */
export const EmbeddedReportQuery = z.object({ token: z.string().check(z.minLength(1), z.maxLength(2000)) });
export type EmbeddedReportQuery = z.input<typeof EmbeddedReportQuery>;

/** What a valid link shows: the report as its signer would have seen it, read-only. */
export const EmbeddedReport = z.union([
  z.object({
    report: z.literal('prism'),
    companyName: z.string(),
    expiresAt: z.string(),
    prism: PrismReport,
  }),
  z.object({ report: z.literal('edp'), companyName: z.string(), expiresAt: z.string(), edp: EdpReport }),
]);
export type EmbeddedReport = z.infer<typeof EmbeddedReport>;
