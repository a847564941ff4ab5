import { type ReportSchedule, reportScheduleEndpoints } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import {
  isKnownTimeZone,
  nextReportRun,
  type ReportScheduleField,
  validateReportScheduleInput,
} from '@b2b-portal/flows/rules';
import { and, eq } from 'drizzle-orm';
import { reportSubscriptions } from '../../db/schema';
import { ProblemError, Problems } from '../../http/problem';
import type { RouteRegistrar } from '../../http/registrar';
import { findRunnableReport, subscriptionAnswer } from '../reports/access';
import { savedSearchValues } from '../reports/render';
import { scheduleNow } from './clock';

/** The zone a subscription's times are read in when the client names none (the contract's default). */
export const DEFAULT_SCHEDULE_TIME_ZONE = 'America/New_York';

/** Where the rule's field errors are answered: the body's `schedule.<field>` (the stored shape's names). */
const SCHEDULE_PATH: Record<ReportScheduleField, string> = {
  kind: 'schedule.kind',
  every: 'schedule.every',
  days: 'schedule.days',
  dayOfMonth: 'schedule.day',
  at: 'schedule.at',
};

const subscriptionNotFound = () =>
  Problems.notFound('ReportSubscriptionNotFound', formatMessage('Report.SubscriptionNotFound'));

/**
 * Report schedules (issue 20; 002 §3, §5, §7): saveschedule upserts the caller's subscription to a report they may
 * run, with its schedule checked by flows' rule and its next run; deletesubscription deletes one of the caller's.
 * The scheduled runs are runs.ts'.
 */
export function reportScheduleRoutes(route: RouteRegistrar): void {
  route(reportScheduleEndpoints.saveSchedule, async ({ body, services, user }) => {
    const principal = user();
    const report = await findRunnableReport(services.db, principal, body.reportId);
    if (!report.formats.includes(body.format)) {
      throw new ProblemError(422, 'ReportFormatNotOffered', formatMessage('Report.FormatNotOffered'));
    }
    let schedule: ReportSchedule | null = null;
    if (body.schedule !== null) {
      const checked = validateReportScheduleInput(body.schedule);
      if (!checked.ok) {
        throw Problems.validation(
          checked.errors.map((error) => ({ path: SCHEDULE_PATH[error.field], message: error.message })),
        );
      }
      schedule = checked.schedule;
    }
    const timeZone = body.timeZone?.trim() || DEFAULT_SCHEDULE_TIME_ZONE;
    if (!isKnownTimeZone(timeZone)) {
      throw Problems.validation([
        { path: 'timeZone', message: formatMessage('ReportSchedule.Error.TimeZone', { timeZone }) },
      ]);
    }
    const now = await scheduleNow(services.db, services.env);
    const nextRunAt = schedule ? nextReportRun(schedule, { timeZone, after: now }) : null;
    const searchFields = savedSearchValues(report, body.searchFields);
    const [saved] = await services.db
      .insert(reportSubscriptions)
      .values({
        companyId: principal.companyId as string,
        userId: principal.userId,
        reportId: report.id,
        searchFields,
        format: body.format,
        schedule,
        timeZone,
        nextRunAt,
      })
      .onConflictDoUpdate({
        target: [reportSubscriptions.userId, reportSubscriptions.reportId],
        set: { searchFields, format: body.format, schedule, timeZone, nextRunAt, updatedAt: new Date() },
      })
      .returning();
    if (!saved) throw Problems.internal();
    return subscriptionAnswer(saved, report.name);
  });

  route(reportScheduleEndpoints.deleteSubscription, async ({ query, services, user }) => {
    const principal = user();
    if (!principal.companyId) throw subscriptionNotFound();
    const deleted = await services.db
      .delete(reportSubscriptions)
      .where(
        and(
          eq(reportSubscriptions.id, query.id),
          eq(reportSubscriptions.userId, principal.userId),
          eq(reportSubscriptions.companyId, principal.companyId),
        ),
      )
      .returning({ id: reportSubscriptions.id });
    if (deleted.length === 0) throw subscriptionNotFound();
    return { ok: true as const };
  });
}
