import { formatMessage } from '@b2b-portal/api/messages';
import {
  type WorkItemTransition,
  type WorkItemType,
  workItemSubmitRefusal,
  workItemTransition,
  workItemTransitionBetween,
} from '@b2b-portal/flows/rules';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client';
import {
  devices,
  maintenanceContracts,
  users,
  workItemRequestItems,
  workItemRequests,
} from '../../db/schema';
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
 * submission, or rejects it at Pending Approval by `sandboxDeskRefusal` (the rule a tester triggers on purpose,
 * written down in the server README), with the reason in the audit trail row's detail. With WORK_ITEM_DESK_MODE=off
 * the real desk calls the adapter (or writes the status) itself.
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

/** Why the desk rejected a request (REJECT only): kept in the audit trail row's detail, told in the mail. */
export type MoveReason = { reason?: string };

/** Moves `row` by `transition` inside the caller's transaction: 409 when the rule or a concurrent move refuses. */
export async function moveWorkItem(
  tx: Executor,
  row: WorkItemRow,
  transition: WorkItemTransition,
  actor: Principal | null,
  options: MoveOptions & MoveReason = {},
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
    detail: transition === 'REJECT' ? (options.reason ?? '').trim() : '',
  });
  await mailRequester(tx, moved, options.publicUrl ?? '', transition === 'REJECT' ? options.reason : '');
  return moved;
}

async function mailRequester(tx: Executor, row: WorkItemRow, publicUrl: string, reason = ''): Promise<void> {
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
    text: formatMessage(reason?.trim() ? 'WorkItem.Mail.RejectedText' : 'WorkItem.Mail.Text', {
      name: requester.firstName,
      type: typeName(row.type),
      number: row.number,
      status,
      reason: reason?.trim() ?? '',
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
  if (refusal?.reason === 'sameSerial') {
    const message = formatMessage('WorkItem.SameSerial');
    throw new ProblemError(422, 'WorkItemSameSerial', message, [{ path: 'newSerial', message }]);
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

/** The reseller's service desk: what it does to a submitted request. A rejection always says why. */
export interface WorkItemDesk {
  approve(requestId: string): Promise<WorkItemRow>;
  complete(requestId: string): Promise<WorkItemRow>;
  reject(requestId: string, reason: string): Promise<WorkItemRow>;
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
  const by = (transition: WorkItemTransition) => (requestId: string, reason?: string) =>
    db.transaction(async (tx) =>
      moveWorkItem(tx, await lockRequest(tx, requestId), transition, null, { ...options, reason }),
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

/** The comment prefix that has the sandbox desk reject a request of any kind; what follows it is the reason. */
export const SANDBOX_REJECT_PREFIX = 'Sandbox reject:';

/** What the sandbox desk looks at when a request waits for approval. */
export interface SandboxDeskInput {
  comments: string;
  /** The devices the request names, with the end of their coverage (the device's contract end, else the contract's). */
  devices: {
    name: string;
    covered: boolean;
    /** YYYY-MM-DD, or null when no end date is known. */
    coverageEnd: string | null;
    terminated: boolean;
  }[];
  /** The contracts the request names (kind 4), with their end dates. */
  contracts: { contractNumber: string; endDate: string | null }[];
}

/**
 * The sandbox desk's rule (deterministic; the server README's "Work item requests"): at Pending Approval it rejects
 *  1. a request whose comments start with `Sandbox reject:` (any kind; the rest of the comment is the reason),
 *  2. a request naming a device not under an active maintenance contract: no contract, its coverage ended before
 *     `today` (a coverage ending today still covers today), or a Terminated device; each such device named,
 *  3. a request naming a contract that ended before `today` (the CCO ID association of an ended contract),
 * and approves anything else. Answers the reason, or null to approve.
 */
export function sandboxDeskRefusal(input: SandboxDeskInput, today: string): string | null {
  const comments = input.comments.trim();
  if (comments.toLowerCase().startsWith(SANDBOX_REJECT_PREFIX.toLowerCase())) {
    const reason = comments.slice(SANDBOX_REJECT_PREFIX.length).trim();
    return reason || formatMessage('WorkItem.Rejection.OnRequest');
  }
  const uncovered = input.devices.flatMap((device) => {
    if (!device.covered) return [formatMessage('WorkItem.Rejection.NoContract', { name: device.name })];
    if (device.coverageEnd !== null && device.coverageEnd < today) {
      return [
        formatMessage('WorkItem.Rejection.CoverageEnded', { name: device.name, date: device.coverageEnd }),
      ];
    }
    if (device.terminated) return [formatMessage('WorkItem.Rejection.Terminated', { name: device.name })];
    return [];
  });
  if (uncovered.length > 0) {
    return formatMessage('WorkItem.Rejection.DevicesNotCovered', { devices: uncovered.join('; ') });
  }
  const ended = input.contracts.filter((contract) => contract.endDate !== null && contract.endDate < today);
  if (ended.length > 0) {
    return formatMessage('WorkItem.Rejection.ContractsEnded', {
      contracts: ended
        .map((contract) =>
          formatMessage('WorkItem.Rejection.ContractEnded', {
            number: contract.contractNumber,
            date: contract.endDate ?? '',
          }),
        )
        .join('; '),
    });
  }
  return null;
}

/** Reads what `sandboxDeskRefusal` looks at for a request. */
async function sandboxDeskInput(tx: Executor, row: WorkItemRow): Promise<SandboxDeskInput> {
  const named = await tx
    .select({
      deviceId: workItemRequestItems.deviceId,
      partNumber: devices.partNumber,
      serialNumber: devices.serialNumber,
      deviceContractId: devices.contractId,
      deviceStatus: devices.status,
      deviceEnd: devices.contractEndDate,
      contractNumber: maintenanceContracts.contractNumber,
      contractEnd: maintenanceContracts.endDate,
    })
    .from(workItemRequestItems)
    .leftJoin(devices, eq(devices.id, workItemRequestItems.deviceId))
    .leftJoin(
      maintenanceContracts,
      eq(maintenanceContracts.id, sql`coalesce(${workItemRequestItems.contractId}, ${devices.contractId})`),
    )
    .where(eq(workItemRequestItems.requestId, row.id))
    .orderBy(asc(devices.serialNumber), asc(maintenanceContracts.contractNumber));
  return {
    comments: row.comments,
    devices: named
      .filter((item) => item.deviceId !== null)
      .map((item) => ({
        name: `${item.partNumber ?? ''} ${item.serialNumber ?? ''}`.trim(),
        covered: item.deviceContractId !== null,
        coverageEnd: item.deviceEnd ?? item.contractEnd ?? null,
        terminated: item.deviceStatus === 'Terminated',
      })),
    contracts: named
      .filter((item) => item.deviceId === null)
      .map((item) => ({ contractNumber: item.contractNumber ?? '', endDate: item.contractEnd ?? null })),
  };
}

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

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
      const next = row ? NEXT_MOVE[row.status] : undefined;
      if (!row || !next) return;
      const reason =
        next === 'APPROVE'
          ? sandboxDeskRefusal(await sandboxDeskInput(tx, row), utcDay(options.at ?? new Date()))
          : null;
      const moved = await moveWorkItem(tx, row, reason === null ? next : 'REJECT', null, {
        ...options,
        ...(reason === null ? {} : { reason }),
      });
      if (NEXT_MOVE[moved.status]) await startWorkItemDesk(tx, row.id, options.stepSeconds);
    },
  };
}

/** Runs the sandbox desk's due moves now (tests; the worker in main.ts does it every WORK_ITEM_DESK_POLL_MS). */
export const runWorkItemDesk = (db: Db, options: MoveOptions = {}) =>
  runDueJobs(db, workItemDeskJobHandlers({ ...options, stepSeconds: 0 }));
