import { type CompanyReport, reportEndpoints } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { and, asc, eq, sql } from 'drizzle-orm';
import { reportAssignments, reportDefinitions, reportSubscriptions } from '../../db/schema';
import { fileResponse, flagNoData } from '../../files/response';
import { ProblemError, Problems } from '../../http/problem';
import type { RouteRegistrar } from '../../http/registrar';
import {
  companyReports,
  findRunnableReport,
  reportSummary,
  runnableReports,
  seesEveryReport,
  subscriptionAnswer,
  subscriptionsOf,
} from './access';
import { renderReport, savedSearchValues } from './render';

const fileNotFound = () => Problems.notFound('ReportFileNotFound', formatMessage('Report.FileNotFound'));

/** Reports (issue 20): the lists, one report, the saved search fields, the run and the file store's links. */
export function reportRoutes(route: RouteRegistrar): void {
  route(reportEndpoints.listForPortalUser, async ({ services, user }) =>
    runnableReports(services.db, user()),
  );

  route(reportEndpoints.getCustomReports, async ({ services, user }) =>
    runnableReports(services.db, user(), ['custom']),
  );

  route(reportEndpoints.listReportByLoggedInUser, async ({ services, user }) =>
    subscriptionsOf(services.db, user()),
  );

  route(reportEndpoints.listAllByUser, async ({ services, user }) => {
    const principal = user();
    const companyId = principal.companyId ?? '';
    const rows = await services.db
      .select({
        report: reportDefinitions,
        subscriptionId: reportSubscriptions.id,
        assigned: sql<number>`(select count(*)::int from ${reportAssignments}
          where ${reportAssignments.reportId} = ${reportDefinitions.id}
          and ${reportAssignments.companyId} = ${companyId})`,
      })
      .from(reportDefinitions)
      .leftJoin(
        reportSubscriptions,
        and(
          eq(reportSubscriptions.reportId, reportDefinitions.id),
          eq(reportSubscriptions.userId, principal.userId),
        ),
      )
      .where(companyReports(companyId))
      .orderBy(asc(reportDefinitions.name), asc(reportDefinitions.key));
    return rows.map(
      (row): CompanyReport => ({
        ...reportSummary(row.report, row.subscriptionId),
        assignedUserCount: Number(row.assigned),
      }),
    );
  });

  route(reportEndpoints.reportData, async ({ query, services, user }) => {
    const principal = user();
    const report = await findRunnableReport(services.db, principal, query.id);
    const [subscription] = await services.db
      .select()
      .from(reportSubscriptions)
      .where(
        and(eq(reportSubscriptions.reportId, report.id), eq(reportSubscriptions.userId, principal.userId)),
      );
    if (query.uuid && subscription?.id !== query.uuid) {
      throw Problems.notFound('ReportSubscriptionNotFound', formatMessage('Report.SubscriptionNotFound'));
    }
    return {
      report: reportSummary(report, subscription?.id ?? null),
      subscription: subscription ? subscriptionAnswer(subscription, report.name) : null,
    };
  });

  route(reportEndpoints.saveSearchFields, async ({ body, services, user }) => {
    const principal = user();
    const report = await findRunnableReport(services.db, principal, body.reportId);
    if (!report.formats.includes(body.format)) {
      throw new ProblemError(422, 'ReportFormatNotOffered', formatMessage('Report.FormatNotOffered'));
    }
    const searchFields = savedSearchValues(report, body.searchFields);
    const [saved] = await services.db
      .insert(reportSubscriptions)
      .values({
        companyId: principal.companyId as string,
        userId: principal.userId,
        reportId: report.id,
        searchFields,
        format: body.format,
      })
      .onConflictDoUpdate({
        target: [reportSubscriptions.userId, reportSubscriptions.reportId],
        set: { searchFields, format: body.format, updatedAt: new Date() },
      })
      .returning();
    if (!saved) throw Problems.internal();
    return subscriptionAnswer(saved, report.name);
  });

  route(reportEndpoints.run, async ({ body, services, user, c }) => {
    const principal = user();
    const report = await findRunnableReport(services.db, principal, body.reportId);
    const now = new Date();
    const rendered = await renderReport(services.db, {
      companyId: principal.companyId as string,
      userId: principal.userId,
      reportId: report.id,
      format: body.format,
      searchFields: body.searchFields,
      now,
    });
    if (rendered.noData) {
      return flagNoData(fileResponse(rendered.body, rendered.fileName, rendered.contentType));
    }
    if (rendered.body.byteLength > services.env.REPORT_LARGE_FILE_BYTES) {
      const stored = await services.reportFiles.save(
        services.db,
        {
          companyId: principal.companyId as string,
          userId: principal.userId,
          reportId: report.id,
          fileName: rendered.fileName,
          contentType: rendered.contentType,
          body: rendered.body,
        },
        now,
      );
      const link = services.reportFiles.link(
        { ...stored, companyId: principal.companyId as string },
        now,
        services.env.PUBLIC_URL ?? new URL(c.req.url).origin,
      );
      return c.json({ sasUri: link });
    }
    return fileResponse(rendered.body, rendered.fileName, rendered.contentType);
  });

  route(reportEndpoints.getSasTokenByBlobName, async ({ query, services, user, c }) => {
    const principal = user();
    const file = await services.reportFiles.find(services.db, query.blobName);
    const now = new Date();
    if (
      !file ||
      file.companyId !== principal.companyId ||
      (file.userId !== principal.userId && !seesEveryReport(principal)) ||
      file.expiresAt.getTime() < now.getTime()
    ) {
      throw fileNotFound();
    }
    return {
      sasUri: services.reportFiles.link(file, now, services.env.PUBLIC_URL ?? new URL(c.req.url).origin),
    };
  });

  route(reportEndpoints.file, async ({ query, services }) => {
    const now = new Date();
    const check = services.reportFiles.check(query, now);
    if (check === 'invalid') {
      throw new ProblemError(403, 'ReportLinkInvalid', formatMessage('Report.LinkInvalid'));
    }
    const file = await services.reportFiles.find(services.db, query.blob);
    if (check === 'expired' || (file && file.expiresAt.getTime() < now.getTime())) {
      throw new ProblemError(410, 'ReportLinkExpired', formatMessage('Report.LinkExpired'));
    }
    if (!file) throw fileNotFound();
    const body = await services.reportFiles.blobs.get(file.blobName);
    if (!body) throw fileNotFound();
    return fileResponse(new Uint8Array(body), file.fileName, file.contentType);
  });
}
