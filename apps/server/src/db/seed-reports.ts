import { formatMessage } from '@b2b-portal/api/messages';
import type { Executor } from './client';
import { type ReportSearchFieldDefinition, reportAssignments, reportDefinitions } from './schema';
import { demoCompanies, demoUsers } from './seed-data';
import { seedId } from './seed-ids';

/**
 * Reports (issue 20): the standard report definitions every company has, one Northwind custom report, and the
 * assignments of the personas: reports@ runs spend-by-month, orders-by-status and invoice-ageing; contracts@ runs
 * contracts-expiring; admin@ (storefrontAdmin) sees and assigns every report.
 */

const PDF = 1;
const CSV = 5;
const XLSX = 6;

const field = (
  name: ReportSearchFieldDefinition['name'],
  kind: ReportSearchFieldDefinition['kind'],
  required = false,
): ReportSearchFieldDefinition => ({ name, kind, required });
const dateRange = [field('dateFrom', 'date'), field('dateTo', 'date')];

export const seedReportId = (key: string) => seedId(`report:${key}`);

export const standardReports = [
  {
    key: 'spend-by-month',
    messages: 'SpendByMonth',
    searchFields: [...dateRange, field('businessUnitId', 'businessUnit')],
    monthly: true,
  },
  {
    key: 'spend-by-category',
    messages: 'SpendByCategory',
    searchFields: [...dateRange, field('businessUnitId', 'businessUnit')],
    monthly: false,
  },
  {
    key: 'orders-by-status',
    messages: 'OrdersByStatus',
    searchFields: [...dateRange, field('orderStatus', 'orderStatus')],
    monthly: false,
  },
  {
    key: 'open-quotes',
    messages: 'OpenQuotes',
    searchFields: [...dateRange, field('businessUnitId', 'businessUnit')],
    monthly: false,
  },
  { key: 'invoice-ageing', messages: 'InvoiceAgeing', searchFields: [], monthly: false },
  {
    key: 'contracts-expiring',
    messages: 'ContractsExpiring',
    searchFields: [field('withinDays', 'days', true)],
    monthly: false,
  },
] as const;

/** Northwind's custom report: spend by month of the Radiology department. */
export const northwindCustomReport = {
  id: seedReportId('northwind:radiology-spend'),
  key: 'radiology-spend',
  name: 'Radiology Spend by Month',
  description: 'Orders placed for the Radiology department, by month.',
  computation: 'spend-by-month',
  preset: { businessUnitId: seedId('bu:northwind:radiology') },
  searchFields: dateRange,
} as const;

export const demoReportAssignments = [
  { user: 'reports', report: 'spend-by-month' },
  { user: 'reports', report: 'orders-by-status' },
  { user: 'reports', report: 'invoice-ageing' },
  { user: 'contracts', report: 'contracts-expiring' },
] as const satisfies readonly { user: keyof typeof demoUsers; report: string }[];

/** The standard definitions (company null): written by the seed and by `ensureStandardReports` at start. */
export function standardReportRows() {
  return standardReports.map((report) => ({
    id: seedReportId(report.key),
    key: report.key,
    name: formatMessage(`Report.${report.messages}.Name`),
    description: formatMessage(`Report.${report.messages}.Description`),
    kind: 'standard',
    companyId: null,
    formats: [PDF, XLSX, CSV],
    searchFields: [...report.searchFields],
    computation: report.key,
    preset: {},
    monthly: report.monthly,
  }));
}

export async function seedReports(db: Executor): Promise<void> {
  await db.insert(reportDefinitions).values(standardReportRows()).onConflictDoNothing();
  await db.insert(reportDefinitions).values({
    ...northwindCustomReport,
    searchFields: [...northwindCustomReport.searchFields],
    kind: 'custom',
    companyId: demoCompanies.northwind.id,
    formats: [PDF, XLSX, CSV],
    monthly: true,
  });
  await db.insert(reportAssignments).values(
    demoReportAssignments.map((assignment) => ({
      reportId: seedReportId(assignment.report),
      userId: demoUsers[assignment.user].id,
      companyId: demoCompanies.northwind.id,
      assignedBy: demoUsers.admin.id,
    })),
  );
}

/** Writes the standard report definitions that are missing (every start: they exist without the demo data too). */
export async function ensureStandardReports(db: Executor): Promise<void> {
  await db.insert(reportDefinitions).values(standardReportRows()).onConflictDoNothing();
}
