import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Tx } from '../../db/client';
import { appSettings, jobs } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing';
import { backoffSeconds, enqueueJob, purgeFinishedJobs, runDueJobs } from './queue';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
}, 300_000);
afterAll(() => t?.close());
beforeEach(async () => {
  await t.database.db.delete(jobs);
});

const db = () => t.database.db;
const onlyJob = async () => {
  const [job] = await db().select().from(jobs);
  if (!job) throw new Error('no job');
  return job;
};
/** Seconds from now until the job is due again. */
const dueIn = async () => ((await onlyJob()).runAfter.getTime() - Date.now()) / 1000;
/** Time passes: the pending jobs are due. */
const dueNow = () => db().update(jobs).set({ runAfter: sql`now()` }).where(eq(jobs.state, 'pending'));

describe('job queue (PGlite)', () => {
  it('should run a due job once, in the transaction that marks it done', async () => {
    await enqueueJob(db(), 'test.write', { key: 'queue-test', value: 'ran' });
    const seen: unknown[] = [];
    const handlers = {
      'test.write': async (payload: Record<string, unknown>, tx: Tx) => {
        seen.push(payload);
        await tx.insert(appSettings).values({ key: String(payload.key), value: payload.value });
      },
    };
    expect(await runDueJobs(db(), handlers)).toEqual({ done: 1, failed: 0, dead: 0 });
    expect(await runDueJobs(db(), handlers)).toEqual({ done: 0, failed: 0, dead: 0 });
    expect(seen).toEqual([{ key: 'queue-test', value: 'ran' }]);
    const job = await onlyJob();
    expect([job.state, job.attempts, job.finishedAt instanceof Date]).toEqual(['done', 1, true]);
    const [written] = await db().select().from(appSettings).where(eq(appSettings.key, 'queue-test'));
    expect(written?.value).toBe('ran');
  });

  it('should retry a failing job with exponential backoff and give up after its attempts, visible in the overview', async () => {
    await enqueueJob(db(), 'test.fail', {}, { maxAttempts: 3 });
    const handlers = {
      'test.fail': async () => {
        throw new Error('the remote answered 503');
      },
    };
    const options = { backoffBaseSeconds: 100 };
    expect(await runDueJobs(db(), handlers, options)).toEqual({ done: 0, failed: 1, dead: 0 });
    expect(await dueIn()).toBeGreaterThan(90);
    expect(await dueIn()).toBeLessThanOrEqual(100);
    // Not due yet: nothing runs.
    expect(await runDueJobs(db(), handlers, options)).toEqual({ done: 0, failed: 0, dead: 0 });

    await dueNow();
    expect(await runDueJobs(db(), handlers, options)).toEqual({ done: 0, failed: 1, dead: 0 });
    expect(await dueIn()).toBeGreaterThan(190);

    await dueNow();
    expect(await runDueJobs(db(), handlers, options)).toEqual({ done: 0, failed: 0, dead: 1 });
    const job = await onlyJob();
    expect([job.state, job.attempts, job.lastError]).toEqual(['dead', 3, 'the remote answered 503']);

    const overview = (await db().execute(
      sql`select * from job_queue_overview where kind = 'test.fail'`,
    )) as unknown as { rows: unknown[] };
    expect(overview.rows).toEqual([
      expect.objectContaining({
        kind: 'test.fail',
        state: 'dead',
        jobs: 1,
        latest_error: 'the remote answered 503',
      }),
    ]);
  });

  it('should count an attempt when the handler breaks the transaction, and roll back its writes', async () => {
    await enqueueJob(db(), 'test.sql', {});
    const handlers = {
      'test.sql': async (_payload: Record<string, unknown>, tx: Tx) => {
        await tx.insert(appSettings).values({ key: 'queue-rolled-back', value: 1 });
        await tx.execute(sql`select * from no_such_table`);
      },
    };
    expect(await runDueJobs(db(), handlers)).toEqual({ done: 0, failed: 1, dead: 0 });
    const job = await onlyJob();
    expect([job.state, job.attempts]).toEqual(['pending', 1]);
    expect(job.lastError).toContain('no_such_table');
    expect(await db().select().from(appSettings).where(eq(appSettings.key, 'queue-rolled-back'))).toEqual([]);
  });

  it('should leave jobs of kinds it has no handler for', async () => {
    await enqueueJob(db(), 'test.other', {});
    expect(await runDueJobs(db(), { 'test.mine': async () => {} })).toEqual({ done: 0, failed: 0, dead: 0 });
    expect((await onlyJob()).state).toBe('pending');
  });

  it('should double the wait after each failure, up to the cap', () => {
    expect([1, 2, 3, 4].map((n) => backoffSeconds(n))).toEqual([30, 60, 120, 240]);
    expect(backoffSeconds(20)).toBe(3600);
  });

  it('should delete finished jobs past their retention and keep pending, recent and dead-but-kept ones', async () => {
    const finished = (state: 'done' | 'dead', daysAgo: number, kind: string) =>
      db()
        .insert(jobs)
        .values({ kind, payload: {}, state, finishedAt: sql`now() - ${daysAgo} * interval '1 day'` });
    await finished('done', 8, 'old.done');
    await finished('done', 6, 'recent.done');
    await finished('dead', 8, 'recent.dead');
    await finished('dead', 31, 'old.dead');
    await enqueueJob(db(), 'still.pending', {}, { runAfter: new Date(Date.now() - 40 * 86_400_000) });

    expect(await purgeFinishedJobs(db())).toBe(2);
    const left = await db().select({ kind: jobs.kind }).from(jobs);
    expect(left.map((job) => job.kind).sort()).toEqual(['recent.dead', 'recent.done', 'still.pending']);
    // Shorter retention: the six-day-old done job and the eight-day-old dead one go too.
    expect(await purgeFinishedJobs(db(), { doneDays: 5, deadDays: 7 })).toBe(2);
    expect((await db().select({ kind: jobs.kind }).from(jobs)).map((job) => job.kind)).toEqual([
      'still.pending',
    ]);
  });
});
