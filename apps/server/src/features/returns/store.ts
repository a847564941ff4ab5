import type { CreateReturnBody, OrderReturns, ReturnRequest, ReturnStatus } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { checkReturnRequest, returnAmounts, returnableQuantity } from '@b2b-portal/flows/rules';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { orderLines, returnRequests } from '../../db/schema';
import type { Principal } from '../../http/context';
import { ProblemError } from '../../http/problem';
import { findVisibleOrder, orderLineNotFound } from '../orders/store';
import { nextNumber } from '../workflow/numbers';

/**
 * Return requests (issue 17, beyond the documents), in the scope of their order (orders/store.ts `orderScope`):
 * an order the caller may not see answers 404, another company's included. A reader who sees an affiliated
 * company's order may read its returns but not request one (403): a return is the buying company's business.
 * What may be returned and the restocking fee are flows' `checkReturnRequest` and `returnAmounts`.
 */

export const RETURN_COUNTER = 'return';
/** Return numbers (RMA-800001…). */
export const FIRST_RETURN_NUMBER = 800_001;

type ReturnRow = typeof returnRequests.$inferSelect;

export function returnAnswer(row: ReturnRow): ReturnRequest {
  const status = row.status as ReturnStatus;
  return {
    id: row.id,
    number: row.number,
    orderID: row.orderId,
    lineNumber: row.lineNumber,
    manufacturerPart: '',
    description: '',
    quantity: row.quantity,
    reason: row.reason,
    status,
    statusName: formatMessage(`Return.Status.${status}`),
    unitPrice: row.unitPrice,
    value: row.value,
    restockingFee: row.restockingFee,
    credit: row.credit,
    creditMemoNumber: row.creditMemoNumber ?? '',
    requestedBy: row.requestedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** How many of each line (by id) the order's return requests ask for. */
async function returnedByLine(db: Executor, orderId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({
      lineId: returnRequests.orderLineId,
      quantity: sql<number>`sum(${returnRequests.quantity})::int`,
    })
    .from(returnRequests)
    .where(eq(returnRequests.orderId, orderId))
    .groupBy(returnRequests.orderLineId);
  return new Map(rows.map((row) => [row.lineId, Number(row.quantity)]));
}

/** An order's returns, the lines that may still be returned and whether the caller may request one. */
export async function orderReturns(
  db: Executor,
  principal: Principal,
  orderId: string,
): Promise<OrderReturns> {
  const order = await findVisibleOrder(db, principal, orderId);
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.lineNumber));
  const rows = await db
    .select()
    .from(returnRequests)
    .where(eq(returnRequests.orderId, order.id))
    .orderBy(asc(returnRequests.createdAt), asc(returnRequests.number));
  const returned = await returnedByLine(db, order.id);
  const byId = new Map(lines.map((line) => [line.id, line]));
  return {
    mayRequest: order.companyId === principal.companyId,
    returns: rows.map((row) => {
      const line = byId.get(row.orderLineId);
      return {
        ...returnAnswer(row),
        manufacturerPart: line?.manufacturerPart ?? '',
        description: line?.description ?? '',
      };
    }),
    lines: lines.flatMap((line) => {
      const returnable = returnableQuantity(line, returned.get(line.id) ?? 0);
      return returnable > 0
        ? [
            {
              lineNumber: line.lineNumber,
              manufacturerPart: line.manufacturerPart,
              description: line.description,
              unitPrice: line.unitPrice,
              serviceLength: line.serviceLength,
              returnable,
            },
          ]
        : [];
    }),
  };
}

export interface CreateReturnOptions {
  /** Called in the request's transaction once the request is written (the order desk sandbox starts moving it). */
  onCreated?: (tx: Executor, returnId: string) => Promise<void>;
}

/** Writes a return request of a shipped line (see the module's comment); the problems a client can act on. */
export async function createReturnRequest(
  db: Db,
  principal: Principal,
  body: Required<CreateReturnBody>,
  options: CreateReturnOptions = {},
): Promise<ReturnRequest> {
  return db.transaction(async (tx) => {
    const order = await findVisibleOrder(tx, principal, body.orderID);
    if (order.companyId !== principal.companyId) {
      throw new ProblemError(403, 'ReturnNotYourCompany', formatMessage('Return.NotYourCompany'));
    }
    // The line is locked until commit: two requests of one line at once cannot both take its last items.
    const [line] = await tx
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.orderId, order.id), eq(orderLines.lineNumber, body.lineNumber)))
      .for('update');
    if (!line) throw orderLineNotFound();
    const already = (await returnedByLine(tx, order.id)).get(line.id) ?? 0;
    const refusals = checkReturnRequest(line, already, body);
    if (refusals.includes('NotShipped')) {
      throw new ProblemError(422, 'ReturnNotShipped', formatMessage('Return.NotShipped'));
    }
    if (refusals.includes('QuantityTooLarge')) {
      throw new ProblemError(
        422,
        'ReturnQuantityTooLarge',
        formatMessage('Return.QuantityTooLarge', { count: returnableQuantity(line, already) }),
      );
    }
    const amounts = returnAmounts(line.unitPrice, body.quantity, line.serviceLength);
    const number = await nextNumber(tx, RETURN_COUNTER, 'RMA-', FIRST_RETURN_NUMBER);
    const [row] = await tx
      .insert(returnRequests)
      .values({
        companyId: order.companyId,
        orderId: order.id,
        orderLineId: line.id,
        number,
        lineNumber: line.lineNumber,
        quantity: body.quantity,
        reason: body.reason,
        status: 'Requested',
        unitPrice: line.unitPrice,
        ...amounts,
        userId: principal.userId,
        requestedBy: `${principal.firstName} ${principal.lastName}`.trim(),
      })
      .returning();
    if (!row) throw new Error('return request not written');
    await options.onCreated?.(tx, row.id);
    return { ...returnAnswer(row), manufacturerPart: line.manufacturerPart, description: line.description };
  });
}
