import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Problem, ReportSubscription } from '@b2b-portal/api';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { resolveJwtSecret } from '../../auth/jwt-secret';
import { reportAssignments, reportSubscriptions } from '../../db/schema';
import { seedReportId } from '../../db/seed-reports';
import { parseEnv } from '../../env';
import { describeOnBothEngines, type EngineSubject } from '../../test-support/engines';
import { createTestApp, demoUsers } from '../../testing';
import { blobStoreFor, ReportFiles } from '../reports/file-store';
import { setScheduleClock } from './clock';
import {
  claimOccurrence,
  type DueSchedule,
  dueSchedules,
  type ReportScheduleDeps,
  runReportSchedules,
} from './runs';

/**
 * Report schedules (issue 20; 002 §3, §5): saveschedule checks the schedule by flows' rule and answers the next run,
 * deletesubscription takes only the caller's own, and the scheduled runs, driven by the test clock
 * (SCHEDULE_TEST_CLOCK=on, POST /sandbox/clock), mail each occurrence once to the subscriber, with the report
 * attached (read back from the sandbox outbox) or, when large, a signed link that serves it.
 */

const SANDBOX_KEY = 'report-schedules-sandbox-key';
const FILE_DIR = mkdtempSync(join(tmpdir(), 'report-schedules-'));
const ENV = { SCHEDULE_TEST_CLOCK: 'on', MAIL_SANDBOX_KEY: SANDBOX_KEY, REPORT_FILE_DIR: FILE_DIR };
const SPEND_BY_MONTH = seedReportId('spend-by-month');
const CSV = 5;
const NEW_YORK = 'America/New_York';
const REPORTS = demoUsers.reports.username;
const ADMIN = demoUsers.admin.username;

interface OutboxMail {
  id: string;
  to: string[];
  subject: string;
  text: string;
  kind: string;
  attachments: { id: string; fileName: string; contentType: string; size: number; url: string }[];
}

/** "HH:mm" of an instant in New York. */
const newYorkTime = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: NEW_YORK,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);

const HOUR = 3_600_000;

function scheduleScenario(subject: () => EngineSubject) {
  // Each journey its own subscriptions: none left scheduled for the next one's clock.
  afterEach(async () => {
    await subject().database.db.delete(reportSubscriptions);
  });

  const sandbox = (path: string, init: RequestInit = {}) =>
    subject().app.request(path, {
      ...init,
      headers: { 'x-sandbox-key': SANDBOX_KEY, 'content-type': 'application/json', ...init.headers },
    });

  const setClock = async (now: Date) => {
    const answer = await sandbox('/sandbox/clock', {
      method: 'POST',
      body: JSON.stringify({ now: now.toISOString() }),
    });
    expect(answer.status).toBe(200);
    return (await answer.json()) as {
      now: string;
      claimed: number;
      done: number;
      failed: number;
      dead: number;
    };
  };

  const scheduledMails = async (to: string) => {
    const answer = await sandbox(`/sandbox/outbox?to=${encodeURIComponent(to)}`);
    expect(answer.status).toBe(200);
    return ((await answer.json()) as OutboxMail[]).filter((mail) => mail.kind === 'report.scheduled');
  };

  const save = async (username: string, body: Record<string, unknown>) => {
    const caller = await subject().as(username);
    return caller('POST', 'V1.0/Report/saveschedule', {
      json: { reportId: SPEND_BY_MONTH, format: CSV, searchFields: {}, timeZone: NEW_YORK, ...body },
    });
  };

  const saved = async (username: string, body: Record<string, unknown>) => {
    const answer = await save(username, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return ReportSubscription.parse(answer.body);
  };

  const remove = async (username: string, id: string) => {
    const caller = await subject().as(username);
    return caller('DELETE', 'V1.0/Report/deletesubscription', { query: { id } });
  };

  /** A daily schedule whose first run is `hoursAhead` after the clock's `now` (to the minute). */
  const dailySoon = (now: Date, hoursAhead = 1) => ({
    schedule: { kind: 'daily', every: 1, at: newYorkTime(new Date(now.getTime() + hoursAhead * HOUR)) },
  });

  it('should save a weekly schedule on two days and answer its next run, listed among the caller’s subscriptions', async () => {
    // Wednesday 2 December 2026, 07:00 in New York (EST): Monday and Wednesday at 07:30 runs that same morning.
    await setClock(new Date('2026-12-02T12:00:00Z'));
    const subscription = await saved(REPORTS, {
      searchFields: { dateFrom: '2026-01-01', orderStatus: 4 },
      schedule: { kind: 'weekly', days: [3, 1], at: '07:30' },
    });
    expect(subscription.schedule).toEqual({ kind: 'weekly', days: [1, 3], at: '07:30' });
    expect(subscription.nextRunAt).toBe('2026-12-02T12:30:00.000Z');
    expect(subscription.timeZone).toBe(NEW_YORK);
    // Kept to the report's fields: spend-by-month takes no order status.
    expect(subscription.searchFields).toEqual({ dateFrom: '2026-01-01' });

    // At 08:00 the next is Monday 7 December, 07:30 EST.
    await setClock(new Date('2026-12-02T13:00:00Z'));
    const again = await saved(REPORTS, { schedule: { kind: 'weekly', days: [1, 3], at: '07:30' } });
    expect(again.id).toBe(subscription.id);
    expect(again.nextRunAt).toBe('2026-12-07T12:30:00.000Z');

    const caller = await subject().as(REPORTS);
    const list = await caller('GET', 'v1.0/report/listReportByLoggedInUser');
    expect(list.status).toBe(200);
    const mine = z.array(ReportSubscription).parse(list.body);
    expect(mine.map((s) => [s.id, s.schedule?.kind, s.nextRunAt])).toContainEqual([
      subscription.id,
      'weekly',
      '2026-12-07T12:30:00.000Z',
    ]);
  });

  it('should answer 400 with the catalogue’s message at the schedule’s field', async () => {
    const day29 = await save(REPORTS, { schedule: { kind: 'monthly', day: 29, at: '07:00' } });
    expect(day29.status).toBe(400);
    expect(Problem.parse(day29.body).errors).toEqual([
      {
        path: 'schedule.day',
        message: 'Day of month must be an integer greater than 1 and smaller than 29.',
      },
    ]);
    const noKind = await save(REPORTS, { schedule: { at: '7:00' } });
    expect(Problem.parse(noKind.body).errors).toEqual([
      { path: 'schedule.kind', message: 'Please choose daily, weekly or monthly.' },
    ]);
    const badTime = await save(REPORTS, { schedule: { kind: 'daily', every: 2, at: '25:00' } });
    expect(Problem.parse(badTime.body).errors).toEqual([
      { path: 'schedule.at', message: 'Time must be in 24-hour format, HH:mm (for example 07:30 or 18:00).' },
    ]);
    const zone = await save(REPORTS, {
      schedule: { kind: 'daily', every: 2, at: '07:00' },
      timeZone: 'Mars/Olympus',
    });
    expect(zone.status).toBe(400);
    expect(Problem.parse(zone.body).errors).toEqual([
      { path: 'timeZone', message: 'The time zone Mars/Olympus is not known.' },
    ]);
  });

  it('should move the clock only with the sandbox key', async () => {
    const refused = await subject().app.request('/sandbox/clock', {
      method: 'POST',
      headers: { 'x-sandbox-key': 'not-the-key-of-this-server', 'content-type': 'application/json' },
      body: JSON.stringify({ now: '2030-01-01T00:00:00Z' }),
    });
    expect(refused.status).toBe(401);
    const now = Date.parse(((await (await sandbox('/sandbox/clock')).json()) as { now: string }).now);
    expect(now).toBeLessThan(Date.parse('2030-01-01T00:00:00Z'));
  });

  it('should refuse saveschedule to a user without viewReports (403)', async () => {
    const answer = await save(demoUsers.buyer.username, {
      schedule: { kind: 'daily', every: 1, at: '07:00' },
    });
    expect(answer.status).toBe(403);
  });

  it('should delete the caller’s own subscription, and answer 404 for another user’s', async () => {
    const admins = await saved(ADMIN, { schedule: null });
    expect(admins.schedule).toBeNull();
    expect(admins.nextRunAt).toBeNull();
    const theirs = await remove(REPORTS, admins.id);
    expect(theirs.status).toBe(404);
    expect(Problem.parse(theirs.body).code).toBe('ReportSubscriptionNotFound');
    expect((await remove(ADMIN, admins.id)).status).toBe(200);

    const own = await saved(REPORTS, { schedule: { kind: 'monthly', day: 'last', at: '18:00' } });
    const reports = await subject().as(REPORTS);
    const ownId = own.id;
    const deleted = await remove(REPORTS, ownId);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ ok: true });
    const after = z
      .array(ReportSubscription)
      .parse((await reports('GET', 'v1.0/report/listReportByLoggedInUser')).body);
    expect(after.find((s) => s.id === ownId)).toBeUndefined();
    expect((await remove(REPORTS, ownId)).status).toBe(404);
  });

  it('should mail the report, attached, once when the clock passes the time', async () => {
    const start = new Date();
    await setClock(start);
    const subscription = await saved(REPORTS, dailySoon(start));
    const before = (await scheduledMails(REPORTS)).length;

    const early = await setClock(new Date(start.getTime() + 30 * 60_000));
    expect(early.claimed).toBe(0);
    expect(await scheduledMails(REPORTS)).toHaveLength(before);

    const run = await setClock(new Date(start.getTime() + 2 * HOUR));
    expect(run).toMatchObject({ claimed: 1, done: 1, failed: 0 });
    const mails = await scheduledMails(REPORTS);
    expect(mails).toHaveLength(before + 1);
    const [mail] = mails;
    expect(mail?.to).toEqual([REPORTS]);
    expect(mail?.subject).toBe('Your scheduled report: Spend by Month');
    expect(mail?.attachments).toHaveLength(1);
    const file = mail?.attachments[0];
    expect(file?.fileName).toMatch(/^spend-by-month-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(mail?.text).toContain(file?.fileName);
    const bytes = await sandbox(file?.url ?? '');
    expect(bytes.status).toBe(200);
    const csv = await bytes.text();
    expect(csv.split(/\r\n/)[0]).toBe('Month,Orders,Subtotal,Tax,Shipping,Total');
    expect(csv.length).toBe(file?.size);

    // The same occurrence never runs again; the next is a day later.
    expect((await setClock(new Date(start.getTime() + 2 * HOUR + 60_000))).claimed).toBe(0);
    expect(await scheduledMails(REPORTS)).toHaveLength(before + 1);
    const [row] = await subject()
      .database.db.select()
      .from(reportSubscriptions)
      .where(eq(reportSubscriptions.id, subscription.id));
    expect(row?.nextRunAt?.getTime()).toBe(new Date(subscription.nextRunAt ?? '').getTime() + 24 * HOUR);
    expect(row?.lastRunAt?.getTime()).toBeGreaterThanOrEqual(start.getTime() + 2 * HOUR);
    expect((await remove(REPORTS, subscription.id)).status).toBe(200);
  });

  /** The runs' services as another instance on the same database would build them. */
  const deps = async (env: Record<string, string> = {}): Promise<ReportScheduleDeps> => {
    const parsed = parseEnv({ ...ENV, ...env });
    const { db } = subject().database;
    const secret = await resolveJwtSecret({ configured: undefined, db, dataDir: undefined });
    return {
      db,
      env: parsed,
      reportFiles: new ReportFiles(blobStoreFor(parsed), secret, { linkTtlSeconds: 900, keepDays: 7 }),
    };
  };

  it('should send one mail when two workers claim a due occurrence at once', async () => {
    const start = new Date(Date.now() + 5 * 24 * HOUR);
    await setClock(start);
    const subscription = await saved(ADMIN, dailySoon(start));
    const before = (await scheduledMails(ADMIN)).length;
    const due = new Date(start.getTime() + 2 * HOUR);
    const { db } = subject().database;
    await setScheduleClock(db, { SCHEDULE_TEST_CLOCK: 'on' }, due);
    // Two instances both read the row as due before either claims it, then claim at once.
    const seenByOne = await dueSchedules(db, due);
    const seenByTwo = await dueSchedules(db, due);
    expect(seenByOne.map((row) => row.id)).toEqual([subscription.id]);
    expect(seenByTwo.map((row) => row.id)).toEqual([subscription.id]);
    const claims = await Promise.all([
      claimOccurrence(db, seenByOne[0] as DueSchedule, due),
      claimOccurrence(db, seenByTwo[0] as DueSchedule, due),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    // Then both run their workers (claim and jobs) side by side.
    const [one, two] = await Promise.all([
      runReportSchedules(await deps()),
      runReportSchedules(await deps()),
    ]);
    expect((one?.claimed ?? 0) + (two?.claimed ?? 0)).toBe(0);
    expect((one?.done ?? 0) + (two?.done ?? 0)).toBe(1);
    expect(await scheduledMails(ADMIN)).toHaveLength(before + 1);
    expect((await remove(ADMIN, subscription.id)).status).toBe(200);
  });

  it('should run a missed occurrence once after a restart, then the next one in the future', async () => {
    const start = new Date(Date.now() + 10 * 24 * HOUR);
    await setClock(start);
    const subscription = await saved(REPORTS, dailySoon(start));
    const before = (await scheduledMails(REPORTS)).length;
    // The server was down for three days and a half: four occurrences went by.
    const back = new Date(start.getTime() + 3.5 * 24 * HOUR);
    const run = await setClock(back);
    expect(run).toMatchObject({ claimed: 1, done: 1 });
    expect(await scheduledMails(REPORTS)).toHaveLength(before + 1);
    const [row] = await subject()
      .database.db.select()
      .from(reportSubscriptions)
      .where(eq(reportSubscriptions.id, subscription.id));
    const next = row?.nextRunAt?.getTime() ?? 0;
    expect(next).toBeGreaterThan(back.getTime());
    expect(next - back.getTime()).toBeLessThanOrEqual(24 * HOUR);
    expect((await remove(REPORTS, subscription.id)).status).toBe(200);
  });

  it('should mail a signed link that serves the file when the report is large', async () => {
    const start = new Date(Date.now() + 15 * 24 * HOUR);
    await setClock(start);
    const subscription = await saved(ADMIN, dailySoon(start));
    const before = (await scheduledMails(ADMIN)).length;
    await setScheduleClock(
      subject().database.db,
      { SCHEDULE_TEST_CLOCK: 'on' },
      new Date(start.getTime() + 2 * HOUR),
    );
    // An instance whose threshold every report is over.
    const run = await runReportSchedules(await deps({ REPORT_LARGE_FILE_BYTES: '10' }));
    expect(run).toMatchObject({ claimed: 1, done: 1 });
    const mails = await scheduledMails(ADMIN);
    expect(mails).toHaveLength(before + 1);
    const mail = mails[0];
    expect(mail?.attachments).toEqual([]);
    const link = /\/api\/V1\.0\/Report\/file\?\S+/.exec(mail?.text ?? '')?.[0];
    expect(link, mail?.text).toBeDefined();
    expect(mail?.text).toContain('the link works for 168 hours');
    const file = await subject().app.request(link ?? '');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/spend-by-month-.*\.csv/);
    expect((await file.text()).split(/\r\n/)[0]).toBe('Month,Orders,Subtotal,Tax,Shipping,Total');
    expect((await remove(ADMIN, subscription.id)).status).toBe(200);
  });

  it('should send nothing to a subscriber the report is no longer assigned to, and keep the schedule', async () => {
    const start = new Date(Date.now() + 20 * 24 * HOUR);
    await setClock(start);
    const subscription = await saved(REPORTS, dailySoon(start));
    const before = (await scheduledMails(REPORTS)).length;
    const { db } = subject().database;
    const assignment = and(
      eq(reportAssignments.reportId, SPEND_BY_MONTH),
      eq(reportAssignments.userId, demoUsers.reports.id),
    );
    const [kept] = await db.select().from(reportAssignments).where(assignment);
    expect(kept).toBeDefined();
    await db.delete(reportAssignments).where(assignment);
    try {
      const run = await setClock(new Date(start.getTime() + 2 * HOUR));
      expect(run).toMatchObject({ claimed: 1, done: 1 });
      expect(await scheduledMails(REPORTS)).toHaveLength(before);
      const [row] = await db
        .select()
        .from(reportSubscriptions)
        .where(eq(reportSubscriptions.id, subscription.id));
      expect(row?.lastRunAt?.getTime() ?? 0).toBeLessThan(start.getTime());
      expect(row?.nextRunAt?.getTime()).toBeGreaterThan(start.getTime() + 2 * HOUR);
    } finally {
      if (kept) await db.insert(reportAssignments).values(kept);
    }
  });
}

describeOnBothEngines('Report schedules (issue 20)', scheduleScenario, { env: ENV });

describe('Report schedules without SCHEDULE_TEST_CLOCK', () => {
  it('should have no clock route: schedules run by the real time', async () => {
    const t = await createTestApp({ env: { MAIL_SANDBOX_KEY: SANDBOX_KEY, LOG_LEVEL: 'silent' } });
    try {
      const answer = await t.app.request('/sandbox/clock', {
        method: 'POST',
        headers: { 'x-sandbox-key': SANDBOX_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ now: '2030-01-01T00:00:00Z' }),
      });
      expect(answer.status).toBe(404);
    } finally {
      await t.close();
    }
  }, 300_000);
});
