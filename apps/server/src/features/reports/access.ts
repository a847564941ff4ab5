import {
  REPORT_ASSIGN_PERMISSION,
  type ReportSearchValues,
  type ReportSubscription,
  type ReportSummary,
} from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { hasPermission } from '@b2b-portal/flows/rules';
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { reportAssignments, reportDefinitions, reportSubscriptions } from '../../db/schema';
import type { Principal } from '../../http/context';
import { Problems } from '../../http/problem';

/**
 * Who sees which report (issue 20, the reports design): a holder of assignUserToCompanyReports (or storefrontAdmin)
 * every report of the company (the standard ones and its custom ones); a viewReports holder the ones assigned to
 * them (report_assignments). Anything else, another company's report included, is not found.
 */

export type ReportRow = typeof reportDefinitions.$inferSelect;
export type SubscriptionRow = typeof reportSubscriptions.$inferSelect;

/** The kinds run by this feature (prism and EDP reports are features/cloud-reports'). */
export const RUNNABLE_KINDS = ['standard', 'custom'] as const;

export const seesEveryReport = (principal: Principal) =>
  hasPermission(principal.permissions, REPORT_ASSIGN_PERMISSION);

export const reportNotFound = () => Problems.notFound('ReportNotFound', formatMessage('Report.NotFound'));

const companyOf = (principal: Principal): string => {
  if (!principal.companyId) throw reportNotFound();
  return principal.companyId;
};

/** The company's reports (standard and its own). */
export const companyReports = (companyId: string): SQL =>
  or(isNull(reportDefinitions.companyId), eq(reportDefinitions.companyId, companyId)) as SQL;

/** The reports the caller may see: the company's, and for a viewReports holder only those assigned to them. */
export function visibleTo(principal: Principal): SQL {
  const companyId = companyOf(principal);
  if (seesEveryReport(principal)) return companyReports(companyId);
  return and(
    companyReports(companyId),
    sql`exists (select 1 from ${reportAssignments} where ${reportAssignments.reportId} = ${reportDefinitions.id}
        and ${reportAssignments.userId} = ${principal.userId} and ${reportAssignments.companyId} = ${companyId})`,
  ) as SQL;
}

/** The reports the caller may run, by name, with their subscription to each. */
export async function runnableReports(
  db: Executor,
  principal: Principal,
  kinds: readonly string[] = RUNNABLE_KINDS,
): Promise<ReportSummary[]> {
  const rows = await db
    .select({ report: reportDefinitions, subscriptionId: reportSubscriptions.id })
    .from(reportDefinitions)
    .leftJoin(
      reportSubscriptions,
      and(
        eq(reportSubscriptions.reportId, reportDefinitions.id),
        eq(reportSubscriptions.userId, principal.userId),
      ),
    )
    .where(and(visibleTo(principal), inArray(reportDefinitions.kind, [...kinds])))
    .orderBy(asc(reportDefinitions.name), asc(reportDefinitions.key));
  return rows.map((row) => reportSummary(row.report, row.subscriptionId));
}

/** One report the caller may run, or 404 ReportNotFound. */
export async function findRunnableReport(
  db: Executor,
  principal: Principal,
  reportId: string,
): Promise<ReportRow> {
  const [row] = await db
    .select()
    .from(reportDefinitions)
    .where(
      and(
        eq(reportDefinitions.id, reportId),
        visibleTo(principal),
        inArray(reportDefinitions.kind, [...RUNNABLE_KINDS]),
      ),
    );
  if (!row) throw reportNotFound();
  return row;
}

export function reportSummary(row: ReportRow, subscriptionId: string | null): ReportSummary {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    description: row.description,
    kind: row.kind as ReportSummary['kind'],
    formats: row.formats,
    searchFields: row.searchFields,
    monthly: row.monthly,
    subscriptionId,
  };
}

export function subscriptionAnswer(row: SubscriptionRow, reportName: string): ReportSubscription {
  return {
    id: row.id,
    reportId: row.reportId,
    reportName,
    searchFields: row.searchFields as ReportSearchValues,
    format: row.format,
    schedule: (row.schedule as ReportSubscription['schedule']) ?? null,
    timeZone: row.timeZone,
    nextRunAt: row.nextRunAt?.toISOString() ?? null,
    lastRunAt: row.lastRunAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The caller's subscriptions to reports they may still see, by report name. */
export async function subscriptionsOf(db: Executor, principal: Principal): Promise<ReportSubscription[]> {
  const rows = await db
    .select({ subscription: reportSubscriptions, name: reportDefinitions.name })
    .from(reportSubscriptions)
    .innerJoin(reportDefinitions, eq(reportDefinitions.id, reportSubscriptions.reportId))
    .where(
      and(
        eq(reportSubscriptions.userId, principal.userId),
        eq(reportSubscriptions.companyId, companyOf(principal)),
        visibleTo(principal),
      ),
    )
    .orderBy(asc(reportDefinitions.name));
  return rows.map((row) => subscriptionAnswer(row.subscription, row.name));
}
