import * as z from 'zod/mini';
import { Guid } from './common';
import { ReportSchedule } from './reportSchedules';

/**
 * Reports (issue 20; 002 §2 /reports, /report?id=&uuid=; §3 ReportFormat; §7 "Reports"; 000 §7 file answers).
 *
 * A report is a definition the server computes from the portal's data (orders, invoices, quotes, contracts): the
 * standard reports every company has (`spend-by-month`, `spend-by-category`, `orders-by-status`, `open-quotes`,
 * `invoice-ageing`, `contracts-expiring`) and a company's custom reports. A `viewReports` holder sees and runs the
 * reports assigned to them; a holder of `assignUserToCompanyReports` (or storefrontAdmin) every report of the
 * company. A report, subscription or file of another company, or not visible to the caller, answers 404.
 *
 * A run answers a file (PDF, XLSX or CSV), a no-data answer (`X-No-Data: true`, `nodata` in the disposition) when
 * nothing matched, or `{ sasUri }`: a short-lived signed link to a large file in the server's file store.
 */

/** ReportFormat values a run may ask for: PDF 1, ExcelData 5 (a CSV: the data without formatting), Xlsx 6. */
export const REPORT_RUN_FORMATS = [1, 5, 6] as const;
export const ReportRunFormat = z.union([z.literal(1), z.literal(5), z.literal(6)]);
export type ReportRunFormat = z.infer<typeof ReportRunFormat>;

/** 'standard' (seeded, every company), 'custom' (one company's), 'prism' and 'edp' (cloud reports). */
export const ReportKind = z.enum(['standard', 'custom', 'prism', 'edp']);
export type ReportKind = z.infer<typeof ReportKind>;

/** The names of the search fields a report may take. */
export const REPORT_SEARCH_FIELD_NAMES = [
  'dateFrom',
  'dateTo',
  'businessUnitId',
  'orderStatus',
  'withinDays',
] as const;
export const ReportSearchFieldName = z.enum(REPORT_SEARCH_FIELD_NAMES);
export type ReportSearchFieldName = z.infer<typeof ReportSearchFieldName>;

/** A field of a report's search form: which value, how it is entered, whether the run needs it. */
export const ReportSearchFieldDefinition = z.object({
  name: ReportSearchFieldName,
  kind: z.enum(['date', 'businessUnit', 'orderStatus', 'quoteStatus', 'days']),
  required: z.boolean(),
});
export type ReportSearchFieldDefinition = z.infer<typeof ReportSearchFieldDefinition>;

/** A calendar day, YYYY-MM-DD. */
const Day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date such as 2026-01-31.'));

/** The largest `withinDays` (ten years). */
export const REPORT_WITHIN_DAYS_MAX = 3650;

/**
 * The values of a report's search fields (savereportsubscriptionsearchfields, run). Each report reads the fields
 * its definition lists and ignores the others; a required field left out answers 400 with its path.
 */
export const ReportSearchValues = z.object({
  dateFrom: z.optional(Day),
  dateTo: z.optional(Day),
  businessUnitId: z.optional(Guid),
  /** OrderStatus value (Open -102, Cancelled 6, Closed -104). */
  orderStatus: z.optional(z.int()),
  /** Contracts ending within this many days of the run. */
  withinDays: z.optional(z.int().check(z.minimum(1), z.maximum(REPORT_WITHIN_DAYS_MAX))),
});
export type ReportSearchValues = z.infer<typeof ReportSearchValues>;

/** A report as the lists and the report page show it. */
export const ReportSummary = z.object({
  id: Guid,
  key: z.string(),
  name: z.string(),
  description: z.string(),
  kind: ReportKind,
  /** ReportFormat values it runs in. */
  formats: z.array(z.int()),
  searchFields: z.array(ReportSearchFieldDefinition),
  /** Figures by month: a month's data is available 12 to 14 days after it ends (002 §9). */
  monthly: z.boolean(),
  /** The caller's subscription to it (the `uuid` of /report), null when none is saved. */
  subscriptionId: z.nullable(Guid),
});
export type ReportSummary = z.infer<typeof ReportSummary>;

/** listAllByUser: a report of the company with how many users it is assigned to. */
export const CompanyReport = z.extend(ReportSummary, { assignedUserCount: z.int() });
export type CompanyReport = z.infer<typeof CompanyReport>;

/**
 * A user's subscription to a report: the saved search fields and format, and its schedule (api's `ReportSchedule`,
 * 002 §3) with the time zone its times are in and the next and last scheduled runs (ISO instants).
 */
export const ReportSubscription = z.object({
  id: Guid,
  reportId: Guid,
  reportName: z.string(),
  searchFields: ReportSearchValues,
  format: z.int(),
  schedule: z.nullable(ReportSchedule),
  timeZone: z.string(),
  nextRunAt: z.nullable(z.string()),
  lastRunAt: z.nullable(z.string()),
  updatedAt: z.string(),
});
export type ReportSubscription = z.infer<typeof ReportSubscription>;

/** reportdata: one report with the caller's subscription to it. */
export const ReportData = z.object({
  report: ReportSummary,
  subscription: z.nullable(ReportSubscription),
});
export type ReportData = z.infer<typeof ReportData>;

export const ReportDataQuery = z.object({
  id: Guid,
  /** The subscription (optional): when given it must be the caller's subscription to this report. */
  uuid: z.optional(z.union([Guid, z.literal('')])),
});
export type ReportDataQuery = z.infer<typeof ReportDataQuery>;

export const SaveReportSearchFieldsBody = z.object({
  reportId: Guid,
  searchFields: ReportSearchValues,
  format: ReportRunFormat,
});
export type SaveReportSearchFieldsBody = z.infer<typeof SaveReportSearchFieldsBody>;

export const RunReportBody = z.object({
  reportId: Guid,
  format: ReportRunFormat,
  searchFields: ReportSearchValues,
});
export type RunReportBody = z.infer<typeof RunReportBody>;

/** A file of the file store (the blob name a run or a scheduled run's mail gives). */
export const BlobNameQuery = z.object({
  blobName: z.string().check(z.regex(/^[\w.-]{1,200}$/, 'Not a file name of the report store.')),
});
export type BlobNameQuery = z.infer<typeof BlobNameQuery>;

/** A short-lived signed link to a stored file. */
export const SasLink = z.object({ sasUri: z.string() });
export type SasLink = z.infer<typeof SasLink>;

/** The signed link's query: the file, the end of its life (epoch seconds) and the HMAC. */
export const ReportFileQuery = z.object({
  blob: z.string().check(z.regex(/^[\w.-]{1,200}$/)),
  expires: z.coerce.number().check(z.int(), z.minimum(0)),
  sig: z.string().check(z.regex(/^[\w-]{1,100}$/)),
});
export type ReportFileQuery = z.infer<typeof ReportFileQuery>;

/**
 * saveschedule's body: what a scheduled run runs (the report, its format and search fields: saved on the
 * caller's subscription, made on the first save) and when. `schedule` is checked by flows'
 * `validateReportScheduleInput`, whose field errors (the catalogue's `ReportSchedule.Error.*` words) the server
 * answers as 400 ValidationFailed at `schedule.<field>`; null stops the scheduled runs and keeps the saved fields.
 * `timeZone` is the IANA zone the times are in (the subscriber's; America/New_York when left out).
 */
export const SaveReportScheduleBody = z.object({
  reportId: Guid,
  format: ReportRunFormat,
  searchFields: ReportSearchValues,
  schedule: z.nullable(z.unknown()),
  timeZone: z.optional(z.string().check(z.maxLength(64))),
});
export type SaveReportScheduleBody = z.infer<typeof SaveReportScheduleBody>;

/** deletesubscription's query: the caller's subscription (the `uuid` of /report). */
export const SubscriptionIdQuery = z.object({ id: Guid });
export type SubscriptionIdQuery = z.infer<typeof SubscriptionIdQuery>;
