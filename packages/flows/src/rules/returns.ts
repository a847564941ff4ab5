/**
 * Return requests (issue 17, beyond the documents): a buyer asks to send back part of an order line that has
 * shipped. The policy of 001 §9 and 002 §9 is a 20 % restocking fee ('Return policy: 20% restocking fee').
 *
 * - Only a line that has shipped may be returned: its status is Shipped or Invoiced.
 * - The quantity is a whole number from 1 to the line's quantity less what earlier return requests of the line
 *   already ask for (a request counts whatever its status; the seller has not refused any: the sandbox approves all).
 * - A reason is required.
 * - Money: the value returned is the line's unit price × quantity × service length (0 months counting as 1),
 *   rounded half-up to cents once (`extendedPrice`); the restocking fee is 20 % of that value, rounded half-up to
 *   cents; the credit is the value less the fee (exact). So fee + credit is always the value.
 */
import { extendedPrice } from './documentTree';
import { type Money, type MoneyInput, multiplyMoney, subtractMoney } from './money';

/** The restocking fee of the return policy, as a decimal rate (20 %). */
export const RESTOCKING_FEE_RATE = '0.20';

/** The line statuses (OrderLineStatus keys) from which a line may be returned. */
export const RETURNABLE_LINE_STATUSES: readonly string[] = ['Shipped', 'Invoiced'];

/** A return request's statuses, in the order the reseller moves it along. */
export const RETURN_STATUSES = ['Requested', 'Approved', 'Received', 'Credited'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** The status after `status`, or null at the last one. */
export function nextReturnStatus(status: string): ReturnStatus | null {
  const index = RETURN_STATUSES.indexOf(status as ReturnStatus);
  return index >= 0 && index < RETURN_STATUSES.length - 1 ? (RETURN_STATUSES[index + 1] ?? null) : null;
}

export interface ReturnableLine {
  /** An OrderLineStatus key ('Shipped', 'Booked'…). */
  status: string;
  quantity: number;
}

/** How many of the line may still be returned: 0 when it has not shipped. */
export function returnableQuantity(line: ReturnableLine, alreadyReturned: number): number {
  if (!RETURNABLE_LINE_STATUSES.includes(line.status)) return 0;
  return Math.max(0, line.quantity - alreadyReturned);
}

export interface ReturnAmounts {
  /** Unit price × quantity × service length, in cents. */
  value: Money;
  /** 20 % of the value, half-up to cents. */
  restockingFee: Money;
  /** The value less the fee. */
  credit: Money;
}

/** The value of a return, its restocking fee and the credit (see the module's comment). */
export function returnAmounts(unitPrice: MoneyInput, quantity: number, serviceLength = 0): ReturnAmounts {
  const value = extendedPrice(unitPrice, quantity, serviceLength);
  const restockingFee = multiplyMoney(value, RESTOCKING_FEE_RATE);
  return { value, restockingFee, credit: subtractMoney(value, restockingFee) };
}

/** Why a return request cannot be made, field by field. */
export type ReturnRefusal = 'NotShipped' | 'QuantityInvalid' | 'QuantityTooLarge' | 'ReasonRequired';

export interface ReturnRequestInput {
  quantity: number;
  reason: string;
}

/**
 * The refusals of a return request of `line` (empty when it may be made): a line that has not shipped, a quantity
 * that is not a whole number from 1, one over what may still be returned, a blank reason.
 */
export function checkReturnRequest(
  line: ReturnableLine,
  alreadyReturned: number,
  input: ReturnRequestInput,
): ReturnRefusal[] {
  const refusals: ReturnRefusal[] = [];
  const available = returnableQuantity(line, alreadyReturned);
  if (!RETURNABLE_LINE_STATUSES.includes(line.status)) refusals.push('NotShipped');
  else if (!Number.isInteger(input.quantity) || input.quantity < 1) refusals.push('QuantityInvalid');
  else if (input.quantity > available) refusals.push('QuantityTooLarge');
  if (input.reason.trim() === '') refusals.push('ReasonRequired');
  return refusals;
}
