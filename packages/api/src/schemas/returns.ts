import * as z from 'zod/mini';
import { RETURN_LIMITS } from '../limits';
import { returnMessages } from '../messages/en-returns';
import { translator } from '../messages/format';
import { Guid, limitedText, Money } from './common';

/**
 * Return requests (issue 17, beyond the documents): a buyer asks to send back part of a shipped order line, with a
 * reason; the return policy's 20 % restocking fee (001 §9) is taken from the credit. Kept with the order and moved
 * on by the reseller's order system (Requested → Approved → Received → Credited). The rule (what may be returned,
 * the fee) is `checkReturnRequest` and `returnAmounts` of `@b2b-portal/flows/rules`.
 */

const text = translator(returnMessages);

/** A return request's status: Requested, Approved, Received, Credited. */
export const ReturnStatus = z.enum(['Requested', 'Approved', 'Received', 'Credited']);
export type ReturnStatus = z.infer<typeof ReturnStatus>;

export const ReturnRequest = z.object({
  id: z.string(),
  /** RMA-800001… */
  number: z.string(),
  orderID: z.string(),
  lineNumber: z.int(),
  manufacturerPart: z.string(),
  description: z.string(),
  quantity: z.int(),
  reason: z.string(),
  status: ReturnStatus,
  /** The status's name to show. */
  statusName: z.string(),
  unitPrice: Money,
  /** Unit price × quantity (× service length). */
  value: Money,
  /** 20 % of the value. */
  restockingFee: Money,
  /** The value less the fee. */
  credit: Money,
  /** The credit memo issued when the return is Credited (CM-900001…); '' before. */
  creditMemoNumber: z.string(),
  requestedBy: z.string(),
  /** ISO date-time of the request and of its last move. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReturnRequest = z.infer<typeof ReturnRequest>;

/** A line of the order that may be returned, and how many of it at most. */
export const ReturnableLine = z.object({
  lineNumber: z.int(),
  manufacturerPart: z.string(),
  description: z.string(),
  unitPrice: Money,
  serviceLength: z.int(),
  /** The line's quantity less what earlier requests ask for; only lines with some left are listed. */
  returnable: z.int(),
});
export type ReturnableLine = z.infer<typeof ReturnableLine>;

/** An order's return requests (oldest first), the lines that may still be returned, and whether the caller may. */
export const OrderReturns = z.object({
  returns: z.array(ReturnRequest),
  lines: z.array(ReturnableLine),
  /** False for a reader who may see the order but not return from it (another company's, affiliated). */
  mayRequest: z.boolean(),
});
export type OrderReturns = z.infer<typeof OrderReturns>;

export const CreateReturnBody = z.object({
  orderID: Guid,
  lineNumber: z.int().check(z.minimum(1), z.maximum(100_000)),
  quantity: z.int(text('Return.QuantityInvalid')).check(z.minimum(1, text('Return.QuantityInvalid'))),
  reason: limitedText(RETURN_LIMITS.reason, {
    required: text('Return.ReasonRequired'),
    tooLong: returnMessages['Return.ReasonTooLong'],
  }),
});
export type CreateReturnBody = z.input<typeof CreateReturnBody>;
