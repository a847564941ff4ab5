import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client';
import { jobs } from '../../db/schema';
import { describeError, type Logger } from '../../logger';

/**
 * The server's durable background work: a `jobs` table on the same database (PGlite or PostgreSQL), written in
 * the transaction of the change that asks for it, and run by a worker in every instance.
 *
 * - A job is taken with `for update skip locked` and run inside that transaction, so while one instance runs it
 *   no other can take it, and it is marked done in the same commit as the handler's own writes: each job runs
 *   once across instances (a process killed mid-run leaves it pending, and it runs again: handlers check
 *   their own state, as the mail handler checks `sent_at`).
 * - A handler that throws counts an attempt: the job waits `backoff(attempts)` (exponential, capped) in
 *   `run_after`, and after `max_attempts` it is `dead`, kept with its `last_error` for an operator.
 * - `job_queue_overview` (a view, migration 0006) counts jobs per kind and state with the next due time and the
 *   latest error.
 * - Finished jobs are deleted after their retention (`purgeFinishedJobs`: done ones after 7 days, dead ones after
 *   30, JOBS_KEEP_DONE_DAYS / JOBS_KEEP_DEAD_DAYS), hourly by every instance: the deletes are idempotent.
 */

export type JobState = 'pending' | 'done' | 'dead';
/** Runs one job inside the transaction that holds it; throws when the job should be tried again later. */
export type JobHandler = (payload: Record<string, unknown>, tx: Tx) => Promise<void>;
export type JobHandlers = Readonly<Record<string, JobHandler>>;

export interface EnqueueOptions {
  /** Not before this time (default now). */
  runAfter?: Date;
  /** Attempts before the job is dead (default 8). */
  maxAttempts?: number;
}

/** Adds a job; pass the caller's transaction so the job exists exactly when the change it follows commits. */
export async function enqueueJob(
  db: Executor,
  kind: string,
  payload: Record<string, unknown>,
  options: EnqueueOptions = {},
): Promise<void> {
  await db.insert(jobs).values({
    kind,
    payload,
    ...(options.runAfter ? { runAfter: options.runAfter } : {}),
    ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
  });
}

export interface RunOptions {
  /** Jobs taken per run (default 20). */
  batchSize?: number;
  /** Wait after the first failure (default 30 s), doubled after each further one… */
  backoffBaseSeconds?: number;
  /** …up to this (default 1 h). */
  backoffMaxSeconds?: number;
}

export interface RunResult {
  done: number;
  /** Failed and waiting for another attempt. */
  failed: number;
  /** Failed for the last time. */
  dead: number;
}

/** Seconds to wait after the `attempts`-th failed attempt. */
export function backoffSeconds(attempts: number, options: RunOptions = {}): number {
  const base = options.backoffBaseSeconds ?? 30;
  const max = options.backoffMaxSeconds ?? 3600;
  return Math.min(max, base * 2 ** Math.max(0, attempts - 1));
}

type JobRow = typeof jobs.$inferSelect;
type Outcome = 'done' | 'failed' | 'dead';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function recordFailure(
  db: Executor,
  job: JobRow,
  error: unknown,
  options: RunOptions,
): Promise<Outcome> {
  const attempts = job.attempts + 1;
  const dead = attempts >= job.maxAttempts;
  const updated = await db
    .update(jobs)
    .set({
      attempts,
      lastError: errorText(error),
      ...(dead
        ? { state: 'dead' as const, finishedAt: sql`now()` }
        : { runAfter: sql`now() + ${backoffSeconds(attempts, options)} * interval '1 second'` }),
    })
    // Only the attempt we took: after a rolled-back run another instance may have taken the job already.
    .where(and(eq(jobs.id, job.id), eq(jobs.state, 'pending'), eq(jobs.attempts, job.attempts)))
    .returning({ id: jobs.id });
  if (updated.length === 0) return 'failed';
  return dead ? 'dead' : 'failed';
}

/** Takes one due job of a handled kind and runs it; null when none is due. */
async function runOne(db: Db, handlers: JobHandlers, options: RunOptions): Promise<Outcome | null> {
  let claimed: JobRow | undefined;
  let failure: unknown;
  try {
    return await db.transaction(async (tx) => {
      const [job] = await tx
        .select()
        .from(jobs)
        .where(
          and(
            eq(jobs.state, 'pending'),
            lte(jobs.runAfter, sql`now()`),
            inArray(jobs.kind, Object.keys(handlers)),
          ),
        )
        .orderBy(asc(jobs.runAfter), asc(jobs.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!job) return null;
      claimed = job;
      const handler = handlers[job.kind] as JobHandler;
      try {
        await handler(job.payload, tx);
      } catch (error) {
        failure = error;
        // Kept with the handler's own writes (e.g. the outbox row's error); a broken transaction throws here.
        return recordFailure(tx, job, error, options);
      }
      await tx
        .update(jobs)
        .set({ state: 'done', attempts: job.attempts + 1, lastError: null, finishedAt: sql`now()` })
        .where(eq(jobs.id, job.id));
      return 'done' as const;
    });
  } catch (error) {
    if (!claimed) throw error;
    // The transaction itself failed (a handler's SQL error, a lost connection): the attempt still counts.
    return recordFailure(db, claimed, failure ?? error, options);
  }
}

/** Runs due jobs of the handled kinds, one transaction each, up to `batchSize`. */
export async function runDueJobs(
  db: Db,
  handlers: JobHandlers,
  options: RunOptions = {},
): Promise<RunResult> {
  const result: RunResult = { done: 0, failed: 0, dead: 0 };
  if (Object.keys(handlers).length === 0) return result;
  for (let taken = 0; taken < (options.batchSize ?? 20); taken++) {
    const outcome = await runOne(db, handlers, options);
    if (!outcome) break;
    result[outcome] += 1;
  }
  return result;
}

export interface Worker<T> {
  /** Runs now (also what the interval runs); resolves when done. */
  runOnce(): Promise<T>;
  /** Stops the interval; resolves when a run already going has finished (shutdown waits for it). */
  stop(): Promise<void>;
}

/** Calls `run` every `intervalMs` (default 5 s), one run at a time; a failed run is logged. */
export function repeatEvery<T>(
  run: () => Promise<T>,
  options: { intervalMs?: number; log?: Logger; onResult?: (result: T) => void } = {},
): Worker<T> {
  let running: Promise<T> | null = null;
  const runOnce = () => {
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => {
    runOnce().then(options.onResult, (error: unknown) =>
      options.log?.error('background run failed', describeError(error)),
    );
  }, options.intervalMs ?? 5_000);
  timer.unref();
  const stop = async () => {
    clearInterval(timer);
    await running?.catch(() => undefined);
  };
  return { runOnce, stop };
}

/** Runs the due jobs of these kinds every `intervalMs` (default 5 s); jobs that die are logged. */
export function startJobWorker(
  db: Db,
  handlers: JobHandlers,
  options: RunOptions & { intervalMs?: number; log?: Logger } = {},
): Worker<RunResult> {
  return repeatEvery(() => runDueJobs(db, handlers, options), {
    ...options,
    onResult: (result) => {
      if (result.dead > 0) options.log?.error('jobs failed for the last time', { ...result });
    },
  });
}

export interface Retention {
  /** Days a done job is kept (default 7). */
  doneDays?: number;
  /** Days a dead job is kept for an operator (default 30). */
  deadDays?: number;
}

/** Deletes the jobs that finished longer ago than their retention; pending jobs are never touched. */
export async function purgeFinishedJobs(db: Executor, retention: Retention = {}): Promise<number> {
  const olderThan = (days: number) => sql`now() - ${days} * interval '1 day'`;
  const deleted = await db
    .delete(jobs)
    .where(
      or(
        and(eq(jobs.state, 'done'), lt(jobs.finishedAt, olderThan(retention.doneDays ?? 7))),
        and(eq(jobs.state, 'dead'), lt(jobs.finishedAt, olderThan(retention.deadDays ?? 30))),
      ),
    )
    .returning({ id: jobs.id });
  return deleted.length;
}

/** Runs `purgeFinishedJobs` every `intervalMs` (default an hour) and once at start. */
export function startJobPurge(
  db: Db,
  options: Retention & { intervalMs?: number; log?: Logger } = {},
): Worker<number> {
  const worker = repeatEvery(() => purgeFinishedJobs(db, options), {
    intervalMs: options.intervalMs ?? 3_600_000,
    ...(options.log ? { log: options.log } : {}),
  });
  worker.runOnce().catch((error: unknown) => options.log?.error('job purge failed', describeError(error)));
  return worker;
}
