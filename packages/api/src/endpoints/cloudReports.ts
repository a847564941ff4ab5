import { defineEndpoint } from '../endpoint';
import { anyOf } from '../permissions';
import {
  EdpReport,
  EmbeddedReport,
  EmbeddedReportQuery,
  PrismReport,
  PrismReportQuery,
  ReportEmbedQuery,
  ReportEmbedUrl,
} from '../schemas/cloudReports';

/**
 * Who opens the cloud reports (issue 20): the reports' permissions, as /reports (002 §2): a viewReports holder or
 * one who assigns the company's reports. No ApplicationFeature fits (Ordering and MaintenanceContracts are other
 * areas), so the company's features are not checked; a company without cloud data sees empty reports.
 */
export const CLOUD_REPORT_PERMISSION = /* @__PURE__ */ anyOf('viewReports', 'assignUserToCompanyReports');

const scope =
  "The caller's company's figures only; months are shown from their publication, the 14th of the next month.";

/** The cloud savings report, the EDP tracker and their embeddable page (002 §7 "Reports"). */
export const cloudReportEndpoints = {
  getPrismReports: defineEndpoint({
    id: 'report.getPrismReports',
    method: 'GET',
    path: 'V1.0/Report/GetPrismReports',
    access: 'user',
    permission: CLOUD_REPORT_PERMISSION,
    query: PrismReportQuery,
    answer: PrismReport,
    errors: { 400: ['CloudMonthRange'] },
    summary: `The cloud savings report: cost at list and at contract price and the savings, by month and by service, for a range of months (from after to answers 400 CloudMonthRange) and a service. ${scope}`,
  }),
  getEDPReports: defineEndpoint({
    id: 'report.getEDPReports',
    method: 'GET',
    path: 'v1.0/report/getEDPReports',
    access: 'user',
    permission: CLOUD_REPORT_PERMISSION,
    answer: EdpReport,
    summary: `The enterprise discount programme commitments: commitment, consumption to date (contract price) and the forecast to the end (consumption to date plus the trailing 3-month average times the months left), month by month. ${scope}`,
  }),
  getPowerBIReportEmbedURL: defineEndpoint({
    id: 'report.getPowerBIReportEmbedURL',
    method: 'GET',
    path: 'v1.0/report/getPowerBIReportEmbedURL',
    access: 'user',
    permission: CLOUD_REPORT_PERMISSION,
    query: ReportEmbedQuery,
    answer: ReportEmbedUrl,
    errors: { 400: ['CloudMonthRange'] },
    summary:
      "A link to the portal's read-only embedded report page for the savings report (with its filters) or the EDP tracker of the caller's company, signed with the server's key (HMAC-SHA256) and valid for 10 minutes.",
  }),
  getEmbeddedReport: defineEndpoint({
    id: 'report.getEmbeddedReport',
    method: 'GET',
    path: 'v1.0/report/embeddedReport',
    access: 'public',
    query: EmbeddedReportQuery,
    answer: EmbeddedReport,
    errors: { 403: ['EmbedLinkInvalid', 'EmbedLinkRevoked'], 410: ['EmbedLinkExpired'] },
    summary:
      "The embedded report page's data: the report a getPowerBIReportEmbedURL link names, as its signer's company sees it now. A token not signed by this server answers 403 EmbedLinkInvalid; one whose signer is disabled or no longer holds the reports' permissions 403 EmbedLinkRevoked; an expired one 410 EmbedLinkExpired.",
  }),
} as const;
