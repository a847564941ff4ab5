import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { clientLogs, clientLogUsage } from '../../db/schema';
import { describeError, type Logger } from '../../logger';
import { repeatEvery, type Worker } from '../jobs/queue';

/**
 * The client log's rolling purge (issue 15 item 2): entries older than CLIENT_LOG_KEEP_DAYS (14) go, and then the
 * oldest entries until the rest fits in CLIENT_LOG_MAX_MB (100), counted in the rows' `bytes` (usage.ts), not
 * in the table's size on disk, which a delete does not shrink. Every instance runs it every 10 minutes and once
 * at start; the deletes are idempotent, so instances running it together only repeat each other. Between two
 * runs the table can pass the cap by what was posted meanwhile, which the daily caps per address and per user
 * bound.
 */

export interface ClientLogRetention {
  keepDays: number;
  maxBytes: number;
}

export interface PurgeResult {
  /** Older than the retention. */
  expired: number;
  /** The oldest of the rest, beyond the total cap. */
  overCap: number;
}

async function count(db: Executor, statement: ReturnType<typeof sql>): Promise<number> {
  const result = await db.execute(
    sql`with deleted as (${statement} returning 1) select count(*)::int as n from deleted`,
  );
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0;
}

export async function purgeClientLogs(db: Executor, retention: ClientLogRetention): Promise<PurgeResult> {
  const expired = await count(
    db,
    sql`delete from ${clientLogs} where ${clientLogs.createdAt} < now() - ${retention.keepDays} * interval '1 day'`,
  );
  // Walks the index newest first, adding up bytes, and stops at the first row past the cap: everything from
  // there back is deleted. Rows of one post share their time, so a post goes whole.
  const overCap = await count(
    db,
    sql`delete from ${clientLogs} where ${clientLogs.createdAt} <= (
      select created_at from (
        select created_at, sum(bytes) over (order by created_at desc) as newer from ${clientLogs}
      ) running
      where newer > ${retention.maxBytes}
      order by created_at desc
      limit 1
    )`,
  );
  // Past days' counters no longer limit anyone (yesterday's is kept for a clock a little behind).
  await db.delete(clientLogUsage).where(sql`${clientLogUsage.day} < (now() at time zone 'UTC')::date - 1`);
  return { expired, overCap };
}

/** Runs `purgeClientLogs` every `intervalMs` (default 10 minutes) and once at start. */
export function startClientLogPurge(
  db: Db,
  options: ClientLogRetention & { intervalMs?: number; log?: Logger },
): Worker<PurgeResult> {
  // Reaching the total cap is worth an operator's look: a flood, or a cap too small for the traffic.
  const report = (result: PurgeResult) => {
    if (result.overCap > 0) {
      options.log?.warn('client log over CLIENT_LOG_MAX_MB: its oldest entries were deleted', { ...result });
    }
  };
  const worker = repeatEvery(() => purgeClientLogs(db, options), {
    intervalMs: options.intervalMs ?? 600_000,
    onResult: report,
    ...(options.log ? { log: options.log } : {}),
  });
  worker
    .runOnce()
    .then(report, (error: unknown) => options.log?.error('client log purge failed', describeError(error)));
  return worker;
}
