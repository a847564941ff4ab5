import { Enumerations } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { nextReturnStatus } from '@b2b-portal/flows/rules';
import { formatMoney } from '@b2b-portal/ui/format';
import { eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { orders, returnRequests, users } from '../../db/schema';
import { enqueueJob, type JobHandlers } from '../jobs/queue';
import { enqueueMail } from '../mail/outbox';
import { nextNumber } from '../workflow/numbers';

/**
 * The reseller's order system moves a return request on: Requested → Approved → Received → Credited. The local
 * sandbox of that system (with the order desk's, ORDER_DESK_MODE=sandbox) does it as jobs on the job queue: a
 * request starts moving when it is made (`startReturnDesk`, called in the request's transaction), one move per job,
 * each `stepSeconds` (ORDER_DESK_STEP_SECONDS) after the last. With ORDER_DESK_MODE=off the real system writes the
 * status itself.
 *
 * Credited is the reseller's credit memo (CM-900001…, numbered like the other documents): the move that reaches it
 * writes the memo's number on the request and mails the person who asked for the return (the amount credited and
 * the fee withheld), in the move's transaction. The memo is the reseller's accounting document: the portal shows
 * its number and amount with the return, it is not an invoice of the invoice list (the documents have no credit
 * memo type).
 */

export const RETURN_DESK_JOB = 'orderDesk.return';
export const CREDIT_MEMO_COUNTER = 'creditMemo';
/** Credit memo numbers (CM-900001…). */
export const FIRST_CREDIT_MEMO_NUMBER = 900_001;

export interface ReturnDeskOptions {
  stepSeconds: number;
  /** The portal's address, for the link in the credit mail ('' for a relative link). */
  publicUrl?: string;
}

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
export async function advanceReturn(
  tx: Executor,
  returnId: string,
  options: Pick<ReturnDeskOptions, 'publicUrl'> = {},
): Promise<string | null> {
  const [row] = await tx
    .select({ status: returnRequests.status })
    .from(returnRequests)
    .where(eq(returnRequests.id, returnId))
    .for('update');
  const next = row ? nextReturnStatus(row.status) : null;
  if (!next) return null;
  const creditMemoNumber =
    next === 'Credited'
      ? await nextNumber(tx, CREDIT_MEMO_COUNTER, 'CM-', FIRST_CREDIT_MEMO_NUMBER)
      : undefined;
  await tx
    .update(returnRequests)
    .set({ status: next, updatedAt: sql`now()`, ...(creditMemoNumber ? { creditMemoNumber } : {}) })
    .where(eq(returnRequests.id, returnId));
  if (creditMemoNumber) await announceCredit(tx, returnId, options);
  return next;
}

/** The mail to the requester of a return that it was credited (inside the caller's transaction). */
async function announceCredit(
  tx: Executor,
  returnId: string,
  options: Pick<ReturnDeskOptions, 'publicUrl'>,
): Promise<void> {
  const [credited] = await tx
    .select({
      number: returnRequests.number,
      memo: returnRequests.creditMemoNumber,
      lineNumber: returnRequests.lineNumber,
      quantity: returnRequests.quantity,
      credit: returnRequests.credit,
      fee: returnRequests.restockingFee,
      companyId: returnRequests.companyId,
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      email: users.email,
      firstName: users.firstName,
    })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .innerJoin(users, eq(users.id, returnRequests.userId))
    .where(eq(returnRequests.id, returnId));
  // A requester whose account was deleted since has no one to mail.
  if (!credited) return;
  const base = (options.publicUrl ?? '').replace(/\/+$/, '');
  await enqueueMail(tx, {
    companyId: credited.companyId,
    to: [credited.email],
    subject: formatMessage('Return.Mail.Subject', { number: credited.number, memo: credited.memo ?? '' }),
    text: formatMessage('Return.Mail.Text', {
      name: credited.firstName,
      number: credited.number,
      order: credited.orderNumber,
      line: credited.lineNumber,
      quantity: credited.quantity,
      memo: credited.memo ?? '',
      credit: formatMoney(credited.credit),
      fee: formatMoney(credited.fee),
      link: `${base}/#/order?id=${credited.orderId}`,
    }),
    kind: 'return.credited',
    documentType: Enumerations.DocumentType.Orders.value,
    documentId: credited.orderId,
  });
}

/** The sandbox's job handler: one move, then the next one `stepSeconds` later while there is one. */
export function returnDeskJobHandlers(options: ReturnDeskOptions): JobHandlers {
  return {
    [RETURN_DESK_JOB]: async (payload, tx: Tx) => {
      const returnId = typeof payload.returnId === 'string' ? payload.returnId : '';
      if (!returnId) return;
      const status = await advanceReturn(tx, returnId, options);
      if (status && nextReturnStatus(status)) await startReturnDesk(tx, returnId, options.stepSeconds);
    },
  };
}
