import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { REPORT_ASSIGN_PERMISSION, REPORT_PERMISSION } from '../limits';
import {
  BlobNameQuery,
  CompanyReport,
  ReportData,
  ReportDataQuery,
  ReportFileQuery,
  ReportSubscription,
  ReportSummary,
  RunReportBody,
  SasLink,
  SaveReportSearchFieldsBody,
} from '../schemas/reports';

export { REPORT_ASSIGN_PERMISSION, REPORT_PERMISSION } from '../limits';

const scope =
  "A viewReports holder sees the reports assigned to them; assignUserToCompanyReports (or storefrontAdmin) every report of the company. Another company's report, or one not visible to the caller, answers 404.";

/**
 * Reports (002 §7 "Reports"; issue 20): the lists, one report with the caller's subscription, the saved search
 * fields, the run (a file, a no-data answer or a signed link) and the store's signed links. The schedule
 * (saveschedule, deletesubscription) and the assignment (assignusers…) are their own groups.
 */
export const reportEndpoints = {
  listForPortalUser: defineEndpoint({
    id: 'report.listForPortalUser',
    method: 'GET',
    path: 'V1.0/Report/listForPortalUser',
    access: 'user',
    permission: REPORT_PERMISSION,
    answer: z.array(ReportSummary),
    summary: `The reports the caller may run, by name. ${scope}`,
  }),
  listReportByLoggedInUser: defineEndpoint({
    id: 'report.listReportByLoggedInUser',
    method: 'GET',
    path: 'v1.0/report/listReportByLoggedInUser',
    access: 'user',
    permission: REPORT_PERMISSION,
    answer: z.array(ReportSubscription),
    summary:
      "The caller's subscriptions (saved search fields, format, schedule) to reports they may still run, by report name.",
  }),
  listAllByUser: defineEndpoint({
    id: 'report.listAllByUser',
    method: 'GET',
    path: 'V1.0/Report/listAllByUser',
    access: 'user',
    permission: REPORT_ASSIGN_PERMISSION,
    answer: z.array(CompanyReport),
    summary:
      'Every report of the caller’s company (standard and custom) with how many users it is assigned to.',
  }),
  getCustomReports: defineEndpoint({
    id: 'report.getCustomReports',
    method: 'GET',
    path: 'V1.0/Report/GetCustomReports',
    access: 'user',
    permission: REPORT_PERMISSION,
    answer: z.array(ReportSummary),
    summary: `The custom reports of the caller's company the caller may run. ${scope}`,
  }),
  reportData: defineEndpoint({
    id: 'report.reportdata',
    method: 'GET',
    path: 'V1.0/Report/reportdata',
    access: 'user',
    permission: REPORT_PERMISSION,
    query: ReportDataQuery,
    answer: ReportData,
    errors: { 404: ['ReportNotFound', 'ReportSubscriptionNotFound'] },
    summary: `One report (its search fields and formats) with the caller's subscription to it. ${scope}`,
  }),
  saveSearchFields: defineEndpoint({
    id: 'report.savereportsubscriptionsearchfields',
    method: 'POST',
    path: 'V1.0/Report/savereportsubscriptionsearchfields',
    access: 'user',
    permission: REPORT_PERMISSION,
    body: SaveReportSearchFieldsBody,
    answer: ReportSubscription,
    errors: { 404: ['ReportNotFound'] },
    summary:
      "Saves the caller's search fields and format for a report: their subscription to it, made on the first save.",
  }),
  run: defineEndpoint({
    id: 'report.run',
    method: 'POST',
    path: 'V1.0/Report/run',
    access: 'user',
    permission: REPORT_PERMISSION,
    body: RunReportBody,
    answer: z.unknown(),
    answerKind: 'file',
    errors: { 404: ['ReportNotFound'], 422: ['ReportFormatNotOffered'] },
    summary:
      'Runs a report on the portal’s data: the file (PDF, XLSX, or CSV for Excel Data); a no-data answer (X-No-Data) when nothing matched; { sasUri }, a short-lived link, for a large file.',
  }),
  getSasTokenByBlobName: defineEndpoint({
    id: 'report.getSasTokenByBlobName',
    method: 'GET',
    path: 'Report/getSasTokenByBlobName',
    access: 'user',
    permission: REPORT_PERMISSION,
    query: BlobNameQuery,
    answer: SasLink,
    errors: { 404: ['ReportFileNotFound'] },
    summary:
      "A fresh short-lived signed link to a stored report file of the caller's company (one they ran, or any for an assigner).",
  }),
  file: defineEndpoint({
    id: 'report.file',
    method: 'GET',
    path: 'V1.0/Report/file',
    access: 'public',
    query: ReportFileQuery,
    answer: z.unknown(),
    answerKind: 'file',
    errors: { 403: ['ReportLinkInvalid'], 404: ['ReportFileNotFound'], 410: ['ReportLinkExpired'] },
    summary:
      'A stored report file through its signed link (the sasUri): 403 when the signature does not match, 410 once the link has expired.',
  }),
} as const;
