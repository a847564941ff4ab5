import { nextReturnStatus } from '@b2b-portal/flows/rules';
import { eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { returnRequests } from '../../db/schema';
import { enqueueJob, type JobHandlers } from '../jobs/queue';

/**
 * The reseller's order system moves a return request on: Requested → Approved → Received → Credited. The local
 * sandbox of that system (with the order desk's, ORDER_DESK_MODE=sandbox) does it as jobs on the job queue: a
 * request starts moving when it is made (`startReturnDesk`, called in the request's transaction), one move per job,
 * each `stepSeconds` (ORDER_DESK_STEP_SECONDS) after the last. With ORDER_DESK_MODE=off the real system writes the
 * status itself.
 */

export const RETURN_DESK_JOB = 'orderDesk.return';

/** Enqueues the first move of a return request, `stepSeconds` from now. */
export async function startReturnDesk(db: Executor, returnId: string, stepSeconds: number): Promise<void> {
  await enqueueJob(
    db,
    RETURN_DESK_JOB,
    { returnId },
    { runAfter: new Date(Date.now() + stepSeconds * 1000) },
  );
}

/** One move of a return request, inside the caller's transaction; the new status, or null when it is done. */
export async function advanceReturn(tx: Executor, returnId: string): Promise<string | null> {
  const [row] = await tx
    .select({ status: returnRequests.status })
    .from(returnRequests)
    .where(eq(returnRequests.id, returnId))
    .for('update');
  const next = row ? nextReturnStatus(row.status) : null;
  if (!next) return null;
  await tx
    .update(returnRequests)
    .set({ status: next, updatedAt: sql`now()` })
    .where(eq(returnRequests.id, returnId));
  return next;
}

/** The sandbox's job handler: one move, then the next one `stepSeconds` later while there is one. */
export function returnDeskJobHandlers(options: { stepSeconds: number }): JobHandlers {
  return {
    [RETURN_DESK_JOB]: async (payload, tx: Tx) => {
      const returnId = typeof payload.returnId === 'string' ? payload.returnId : '';
      if (!returnId) return;
      const status = await advanceReturn(tx, returnId);
      if (status && nextReturnStatus(status)) await startReturnDesk(tx, returnId, options.stepSeconds);
    },
  };
}
