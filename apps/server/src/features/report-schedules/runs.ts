import { REPORT_PERMISSION, ReportSchedule, type ReportSearchValues } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { hasPermission, nextReportRun } from '@b2b-portal/flows/rules';
import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import { effectivePermissions, USER_ENABLED } from '../../auth/principal';
import type { Db, Tx } from '../../db/client';
import { companies, reportSubscriptions, users } from '../../db/schema';
import type { Env } from '../../env';
import type { Principal } from '../../http/context';
import { ProblemError } from '../../http/problem';
import { describeError, type Logger } from '../../logger';
import { enqueueJob, type RunResult, repeatEvery, runDueJobs, type Worker } from '../jobs/queue';
import { enqueueMail } from '../mail/outbox';
import { findRunnableReport, type SubscriptionRow } from '../reports/access';
import type { ReportFiles } from '../reports/file-store';
import { renderReport } from '../reports/render';
import { scheduleNow } from './clock';

/**
 * The scheduled runs of report subscriptions (issue 20). Every instance, every REPORT_SCHEDULE_POLL_MS:
 *
 * 1. **Claim** the due subscriptions (`next_run_at` at or before now): per row, one conditional
 *    `UPDATE … SET next_run_at = <the next occurrence> WHERE id = $1 AND next_run_at = <the due one>` and, in the
 *    same transaction, a `report.scheduledRun` job for the occurrence. Of instances claiming one row at once, only
 *    one updates it (the others count 0 rows and leave it), so each occurrence gets exactly one job. The next
 *    occurrence is the first after now in the schedule's rhythm (flows' `nextReportRun`): occurrences missed while
 *    no instance ran collapse into the one run now.
 * 2. **Run** the jobs through the job queue (`for update skip locked`, retried with backoff when rendering or the
 *    store fails): render the report as the subscriber, on their saved search fields and format, and mail it to
 *    them, the file attached when it is at most REPORT_LARGE_FILE_BYTES, else stored in the report file store
 *    with a signed link that works as long as the file is kept (REPORT_FILE_KEEP_DAYS). A run with no data mails
 *    that it found none (no file). `last_run_at` is the time of the last mailed run.
 *
 * Who may still run it is checked at each run with the reports' own rules (access.ts): a subscriber who is disabled,
 * moved out of the company, no longer holds viewReports or assignUserToCompanyReports, or to whom the report is no
 * longer assigned gets **no mail**: the occurrence is skipped (logged), the schedule stays and runs again once they
 * may see the report. A run whose saved search fields the report no longer accepts is skipped the same way.
 */

export const REPORT_SCHEDULE_JOB = 'report.scheduledRun';

/** What the runs need: the server's services (`Services` has them all). */
export interface ReportScheduleDeps {
  db: Db;
  env: Pick<Env, 'PUBLIC_URL' | 'REPORT_LARGE_FILE_BYTES' | 'REPORT_FILE_KEEP_DAYS' | 'SCHEDULE_TEST_CLOCK'>;
  reportFiles: ReportFiles;
  log?: Logger;
}

/** A subscription whose occurrence is due, as read before claiming it. */
export interface DueSchedule {
  id: string;
  schedule: unknown;
  timeZone: string;
  /** The due occurrence: the claim holds only while `next_run_at` is still this. */
  nextRunAt: Date;
}

/** The subscriptions due at `now` (at most `limit`), earliest first. */
export async function dueSchedules(db: Db, now: Date, limit = 100): Promise<DueSchedule[]> {
  const rows = await db
    .select({
      id: reportSubscriptions.id,
      schedule: reportSubscriptions.schedule,
      timeZone: reportSubscriptions.timeZone,
      nextRunAt: reportSubscriptions.nextRunAt,
    })
    .from(reportSubscriptions)
    .where(and(isNotNull(reportSubscriptions.schedule), lte(reportSubscriptions.nextRunAt, now)))
    .orderBy(asc(reportSubscriptions.nextRunAt))
    .limit(limit);
  return rows.flatMap((row) => (row.nextRunAt ? [{ ...row, nextRunAt: row.nextRunAt }] : []));
}

/**
 * Claims one due occurrence for this instance: moves `next_run_at` on to the next occurrence after `now` only if it
 * is still the due one, and adds the run's job in the same transaction. False when another instance claimed it
 * first (or the schedule changed since it was read). A schedule the rules do not make is stopped.
 */
export async function claimOccurrence(db: Db, due: DueSchedule, now: Date, log?: Logger): Promise<boolean> {
  const schedule = ReportSchedule.safeParse(due.schedule);
  let next: Date | null = null;
  try {
    if (schedule.success) {
      next = nextReportRun(schedule.data, { timeZone: due.timeZone, after: now, previous: due.nextRunAt });
    }
  } catch (error) {
    log?.error('report schedule has no next run', { subscriptionId: due.id, ...describeError(error) });
  }
  // Not a schedule the rules make (or written by hand): stopped rather than looked at on every poll.
  if (!next) log?.error('report schedule stopped: not a valid schedule', { subscriptionId: due.id });
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(reportSubscriptions)
      .set({ nextRunAt: next })
      .where(and(eq(reportSubscriptions.id, due.id), eq(reportSubscriptions.nextRunAt, due.nextRunAt)))
      .returning({ id: reportSubscriptions.id });
    if (updated.length === 0 || !next) return false;
    await enqueueJob(tx, REPORT_SCHEDULE_JOB, {
      subscriptionId: due.id,
      occurrence: due.nextRunAt.toISOString(),
    });
    return true;
  });
}

/** Claims the occurrences due at `now`, each with its run's job; answers how many this instance claimed. */
export async function claimDueSchedules(
  db: Db,
  now: Date,
  options: { limit?: number; log?: Logger } = {},
): Promise<number> {
  let claimed = 0;
  for (const due of await dueSchedules(db, now, options.limit)) {
    if (await claimOccurrence(db, due, now, options.log)) claimed += 1;
  }
  return claimed;
}

/** The subscriber as the reports' rules see them, or null when they may no longer run reports. */
async function subscriberOf(tx: Tx, subscription: SubscriptionRow): Promise<Principal | null> {
  const [row] = await tx
    .select({
      userId: users.id,
      status: users.status,
      companyId: users.companyId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      companyFeatures: companies.features,
      companyConfigured: companies.configured,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, subscription.userId));
  if (
    !row ||
    row.status !== USER_ENABLED ||
    row.companyId !== subscription.companyId ||
    row.companyConfigured === false
  ) {
    return null;
  }
  const permissions = await effectivePermissions(tx, row.userId);
  if (!hasPermission(permissions, REPORT_PERMISSION)) return null;
  return {
    userId: row.userId,
    loginId: '',
    sessionId: null,
    companyId: row.companyId,
    companyFeatures: row.companyFeatures ?? 0,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    permissions,
    companyAnalytics: null,
  };
}

/** The time of a run in the subscriber's zone, e.g. "Nov 28, 2026, 7:00 AM EST". */
function runTime(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at);
}

/** The job of one claimed occurrence: render as the subscriber, mail it, note the run. */
function scheduledRunJob(deps: ReportScheduleDeps) {
  return async (payload: Record<string, unknown>, tx: Tx) => {
    const subscriptionId = typeof payload.subscriptionId === 'string' ? payload.subscriptionId : '';
    const [subscription] = await tx
      .select()
      .from(reportSubscriptions)
      .where(eq(reportSubscriptions.id, subscriptionId))
      .for('update');
    // Deleted (or its schedule stopped) since the occurrence was claimed: nothing to send.
    if (!subscription || subscription.schedule === null) return;
    const skip = (reason: string) =>
      deps.log?.info('scheduled report not sent', {
        subscriptionId,
        occurrence: payload.occurrence,
        reason,
      });
    const subscriber = await subscriberOf(tx, subscription);
    if (!subscriber) return skip('the subscriber may no longer run reports');
    let report: Awaited<ReturnType<typeof findRunnableReport>>;
    try {
      report = await findRunnableReport(tx, subscriber, subscription.reportId);
    } catch (error) {
      if (error instanceof ProblemError && error.status === 404) {
        return skip('the subscriber may no longer see the report');
      }
      throw error;
    }
    const now = await scheduleNow(tx, deps.env);
    let rendered: Awaited<ReturnType<typeof renderReport>>;
    try {
      rendered = await renderReport(tx, {
        companyId: subscription.companyId,
        userId: subscription.userId,
        reportId: report.id,
        format: subscription.format,
        searchFields: subscription.searchFields as ReportSearchValues,
        now,
      });
    } catch (error) {
      // The saved fields or format are no longer ones the report takes: retrying will not change that.
      if (error instanceof ProblemError && error.status < 500) {
        return skip(`the report refused the saved search: ${error.code}`);
      }
      throw error;
    }
    const time = runTime(now, subscription.timeZone);
    const mail = {
      companyId: subscription.companyId,
      to: [subscriber.email],
      subject: formatMessage('ReportSchedule.Mail.Subject', { report: report.name }),
      kind: 'report.scheduled',
    };
    if (rendered.noData) {
      await enqueueMail(tx, {
        ...mail,
        text: formatMessage('ReportSchedule.Mail.NoData', { report: report.name, time }),
      });
    } else if (rendered.body.byteLength > deps.env.REPORT_LARGE_FILE_BYTES) {
      // The file store's lifetimes are real time, whatever the schedule clock says.
      const stored = await deps.reportFiles.save(tx, {
        companyId: subscription.companyId,
        userId: subscription.userId,
        reportId: report.id,
        fileName: rendered.fileName,
        contentType: rendered.contentType,
        body: rendered.body,
      });
      const keepSeconds = deps.env.REPORT_FILE_KEEP_DAYS * 86_400;
      const link = deps.reportFiles.link(
        { ...stored, companyId: subscription.companyId },
        new Date(),
        deps.env.PUBLIC_URL ?? '',
        keepSeconds,
      );
      await enqueueMail(tx, {
        ...mail,
        text: formatMessage('ReportSchedule.Mail.Body', {
          report: report.name,
          hours: String(keepSeconds / 3600),
          link,
        }),
      });
    } else {
      await enqueueMail(tx, {
        ...mail,
        text: formatMessage('ReportSchedule.Mail.Attached', {
          report: report.name,
          time,
          file: rendered.fileName,
        }),
        attachments: [
          { fileName: rendered.fileName, contentType: rendered.contentType, content: rendered.body },
        ],
      });
    }
    await tx
      .update(reportSubscriptions)
      .set({ lastRunAt: now })
      .where(eq(reportSubscriptions.id, subscription.id));
  };
}

/** The job queue's handlers of the scheduled runs. */
export function reportScheduleJobHandlers(deps: ReportScheduleDeps) {
  return { [REPORT_SCHEDULE_JOB]: scheduledRunJob(deps) };
}

export interface ScheduleRunResult extends RunResult {
  /** Occurrences claimed by this call. */
  claimed: number;
}

/** Claims the occurrences due now (by the schedule clock) and runs the scheduled-run jobs that are due. */
export async function runReportSchedules(deps: ReportScheduleDeps): Promise<ScheduleRunResult> {
  const now = await scheduleNow(deps.db, deps.env);
  const claimed = await claimDueSchedules(deps.db, now, deps.log ? { log: deps.log } : {});
  const result = await runDueJobs(deps.db, reportScheduleJobHandlers(deps));
  return { claimed, ...result };
}

/** Runs `runReportSchedules` every `intervalMs` (main.ts: REPORT_SCHEDULE_POLL_MS). */
export function startReportScheduler(
  deps: ReportScheduleDeps,
  options: { intervalMs: number },
): Worker<ScheduleRunResult> {
  return repeatEvery(() => runReportSchedules(deps), {
    intervalMs: options.intervalMs,
    ...(deps.log ? { log: deps.log } : {}),
    onResult: (result) => {
      if (result.dead > 0) deps.log?.error('scheduled reports failed for the last time', { ...result });
    },
  });
}
