import { eq, lt } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { reportFiles } from '../../db/schema';
import { describeError, type Logger } from '../../logger';
import { repeatEvery, type Worker } from '../jobs/queue';
import type { BlobStore } from './file-store';

/**
 * Deletes the stored report files whose time is up (`expires_at` before `now`, REPORT_FILE_KEEP_DAYS after they
 * were stored): the bytes first, then the index row, so a failure leaves the row and the next run tries again.
 * Idempotent (a blob already gone is no error), so every instance may run it. Answers how many files went.
 */
export async function purgeReportFiles(db: Executor, blobs: BlobStore, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: reportFiles.id, blobName: reportFiles.blobName })
    .from(reportFiles)
    .where(lt(reportFiles.expiresAt, now));
  for (const row of due) {
    await blobs.delete(row.blobName);
    await db.delete(reportFiles).where(eq(reportFiles.id, row.id));
  }
  return due.length;
}

/**
 * Runs `purgeReportFiles` every `intervalMs` (default an hour) and once at start, beside the job queue's own
 * purge (`startJobPurge`, features/jobs/queue.ts) on the same `repeatEvery`; main.ts starts it and stops it at
 * shutdown.
 */
export function startReportFilePurge(
  db: Db,
  blobs: BlobStore,
  options: { intervalMs?: number; log?: Logger } = {},
): Worker<number> {
  const worker = repeatEvery(() => purgeReportFiles(db, blobs), {
    intervalMs: options.intervalMs ?? 3_600_000,
    ...(options.log ? { log: options.log } : {}),
  });
  worker
    .runOnce()
    .catch((error: unknown) => options.log?.error('report file purge failed', describeError(error)));
  return worker;
}
