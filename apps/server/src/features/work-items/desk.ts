import { formatMessage } from '@b2b-portal/api/messages';
import {
  type WorkItemTransition,
  type WorkItemType,
  workItemSubmitRefusal,
  workItemTransition,
  workItemTransitionBetween,
} from '@b2b-portal/flows/rules';
import { and, eq } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client';
import { users, workItemRequests } from '../../db/schema';
import type { Principal } from '../../http/context';
import { ProblemError, Problems } from '../../http/problem';
import { enqueueJob, type JobHandlers, runDueJobs } from '../jobs/queue';
import { enqueueMail } from '../mail/outbox';
import {
  countItems,
  fieldsOf,
  findVisibleRequest,
  notFound,
  recordWorkItemHistory,
  statusName,
  typeName,
  viewOnly,
  type WorkItemRow,
} from './store';

/**
 * Work item request status changes (issue 19): one guarded change, by the rule of `@b2b-portal/flows/rules`
 * (`workItemTransition`, the one the portal's request machine uses), for the requester's submission (setStatus 1)
 * and the reseller's moves. Each change writes the audit trail row and mails the requester, in its transaction.
 *
 * The reseller's service desk is an adapter (`WorkItemDesk`: approve, complete, reject). Its local sandbox
 * (WORK_ITEM_DESK_MODE=sandbox, the default) moves a submitted request on as jobs on the job queue: Pending
 * Approval → Pending Presidio → Completed, one move per job, WORK_ITEM_DESK_STEP_SECONDS apart, started by the
 * submission. With WORK_ITEM_DESK_MODE=off the real desk calls the adapter (or writes the status) itself.
 */

export const WORK_ITEM_DESK_JOB = 'workItemDesk.advance';

const wrongStatus = (from: number, to: number) =>
  new ProblemError(
    409,
    'WorkItemWrongStatus',
    formatMessage('WorkItem.WrongStatus', { status: statusName(from), target: statusName(to) }),
  );

export interface MoveOptions {
  /** The portal's address, for the link in the mail ('' for a relative link). */
  publicUrl?: string;
  at?: Date;
}

/** Moves `row` by `transition` inside the caller's transaction: 409 when the rule or a concurrent move refuses. */
export async function moveWorkItem(
  tx: Executor,
  row: WorkItemRow,
  transition: WorkItemTransition,
  actor: Principal | null,
  options: MoveOptions = {},
): Promise<WorkItemRow> {
  const target = workItemTransition(row.status, transition);
  if (target === null) {
    const attempted = { SUBMIT: 1, APPROVE: 3, COMPLETE: 2, REJECT: 4 }[transition];
    throw wrongStatus(row.status, attempted);
  }
  const now = options.at ?? new Date();
  const [moved] = await tx
    .update(workItemRequests)
    .set({ status: target, updatedAt: now, ...(transition === 'SUBMIT' ? { submittedAt: now } : {}) })
    .where(and(eq(workItemRequests.id, row.id), eq(workItemRequests.status, row.status)))
    .returning();
  if (!moved) throw wrongStatus(row.status, target);
  await recordWorkItemHistory(tx, {
    requestId: row.id,
    user: actor,
    action: 'StatusChanged',
    status: target,
    at: now,
  });
  await mailRequester(tx, moved, options.publicUrl ?? '');
  return moved;
}

async function mailRequester(tx: Executor, row: WorkItemRow, publicUrl: string): Promise<void> {
  const [requester] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, row.requesterUserId));
  if (!requester) return;
  const status = statusName(row.status);
  await enqueueMail(tx, {
    companyId: row.companyId,
    to: [requester.email],
    subject: formatMessage('WorkItem.Mail.Subject', { number: row.number, status }),
    text: formatMessage('WorkItem.Mail.Text', {
      name: requester.firstName,
      type: typeName(row.type),
      number: row.number,
      status,
      link: `${publicUrl.replace(/\/+$/, '')}/#/work-item-request?pageId=${row.id}`,
    }),
    kind: 'workItem.statusChanged',
  });
}

/**
 * setStatus by the requester: only the submission (Unsubmitted → Pending Approval) of their own request, once it
 * has what its kind needs; anything else the rule allows is the service desk's (422), anything it does not 409.
 */
export async function setWorkItemStatus(
  tx: Executor,
  principal: Principal,
  body: { id: string; status: number },
  options: MoveOptions & { deskStepSeconds?: number | null } = {},
): Promise<WorkItemRow> {
  const visible = await findVisibleRequest(tx, principal, body.id);
  const [row] = await tx
    .select()
    .from(workItemRequests)
    .where(eq(workItemRequests.id, visible.id))
    .for('update');
  if (!row) throw notFound();
  const transition = workItemTransitionBetween(row.status, body.status);
  if (transition === null) throw wrongStatus(row.status, body.status);
  if (transition !== 'SUBMIT') {
    throw new ProblemError(422, 'WorkItemStatusNotYours', formatMessage('WorkItem.StatusNotYours'));
  }
  if (row.requesterUserId !== principal.userId) throw viewOnly();
  const refusal = workItemSubmitRefusal(
    row.type as WorkItemType,
    fieldsOf(row),
    await countItems(tx, row.id),
  );
  if (refusal?.reason === 'missingFields') {
    throw new ProblemError(
      422,
      'WorkItemMissingFields',
      formatMessage('Global.RequiredFields'),
      refusal.fields.map((path) => ({ path, message: formatMessage('WorkItem.Required') })),
    );
  }
  if (refusal?.reason === 'noItems') {
    throw new ProblemError(
      422,
      'WorkItemNoItems',
      formatMessage(`WorkItem.NoItemsToSubmit.${refusal.items}`),
    );
  }
  const moved = await moveWorkItem(tx, row, 'SUBMIT', principal, options);
  if (options.deskStepSeconds !== undefined && options.deskStepSeconds !== null) {
    await startWorkItemDesk(tx, row.id, options.deskStepSeconds);
  }
  return moved;
}

/** The reseller's service desk: what it does to a submitted request. */
export interface WorkItemDesk {
  approve(requestId: string): Promise<WorkItemRow>;
  complete(requestId: string): Promise<WorkItemRow>;
  reject(requestId: string): Promise<WorkItemRow>;
}

async function lockRequest(tx: Executor, requestId: string): Promise<WorkItemRow> {
  const [row] = await tx
    .select()
    .from(workItemRequests)
    .where(eq(workItemRequests.id, requestId))
    .for('update');
  if (!row) throw Problems.notFound('WorkItemNotFound', formatMessage('WorkItem.NotFound'));
  return row;
}

/** The desk over the portal's own database (the sandbox's, and what tests drive). */
export function localWorkItemDesk(db: Db, options: MoveOptions = {}): WorkItemDesk {
  const by = (transition: WorkItemTransition) => (requestId: string) =>
    db.transaction(async (tx) =>
      moveWorkItem(tx, await lockRequest(tx, requestId), transition, null, options),
    );
  return { approve: by('APPROVE'), complete: by('COMPLETE'), reject: by('REJECT') };
}

/** Enqueues the sandbox desk's next move of a request, `stepSeconds` from now. */
export async function startWorkItemDesk(db: Executor, requestId: string, stepSeconds: number): Promise<void> {
  await enqueueJob(
    db,
    WORK_ITEM_DESK_JOB,
    { requestId },
    { runAfter: new Date(Date.now() + stepSeconds * 1000) },
  );
}

/** The sandbox desk's next move for a status: approve what waits for approval, complete what Presidio holds. */
const NEXT_MOVE: Partial<Record<number, WorkItemTransition>> = { 1: 'APPROVE', 3: 'COMPLETE' };

/** The sandbox desk's job: one move, then the next one `stepSeconds` later while there is one. */
export function workItemDeskJobHandlers(options: MoveOptions & { stepSeconds: number }): JobHandlers {
  return {
    [WORK_ITEM_DESK_JOB]: async (payload, tx: Tx) => {
      const requestId = typeof payload.requestId === 'string' ? payload.requestId : '';
      if (!requestId) return;
      const [row] = await tx
        .select()
        .from(workItemRequests)
        .where(eq(workItemRequests.id, requestId))
        .for('update');
      const transition = row ? NEXT_MOVE[row.status] : undefined;
      if (!row || !transition) return;
      const moved = await moveWorkItem(tx, row, transition, null, options);
      if (NEXT_MOVE[moved.status]) await startWorkItemDesk(tx, row.id, options.stepSeconds);
    },
  };
}

/** Runs the sandbox desk's due moves now (tests; the worker in main.ts does it every WORK_ITEM_DESK_POLL_MS). */
export const runWorkItemDesk = (db: Db, options: MoveOptions = {}) =>
  runDueJobs(db, workItemDeskJobHandlers({ ...options, stepSeconds: 0 }));
