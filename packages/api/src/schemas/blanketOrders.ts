import * as z from 'zod/mini';
import { Enumerations } from '../enumerations';
import { Guid, Money, optionalLimitedText, PageOf } from './common';

/**
 * Blanket purchase orders (001 §2 /blanket-purchase-orders, /blanket-purchase-order; §3 "Blanket order list
 * page", "Blanket PO fields"; §4 Blanket PO statuses and Blanket PO order statuses; §7 "Blanket orders" and
 * checkout's getActiveBlanketOrders). A blanket PO is a customer's standing purchase order with the reseller: an
 * amount to spend between a start and an end date; orders placed against it count toward its total to date,
 * and the threshold is the total past which the customer is warned.
 *
 * Scope: the caller's company (every holder of viewStorefrontBlanketOrders sees the company's blanket POs);
 * another company's answers 404.
 *
 * Status (computed from the dates, never stored): Active (1) from the start date to the end date inclusive,
 * Expired (2) after the end date. A blanket PO whose start date is still to come is neither: it shows under All
 * (0) with status 0.
 */

const statusValues = new Set<number>(
  Object.values(Enumerations.BlanketPurchaseOrderStatus).map((entry) => entry.value),
);

/** `BlanketOrder/list` (001 §9: start 1, size 10, records 10, sortBy 0). */
export const BlanketOrderListBody = z.object({
  /** 1-based page number. */
  start: z._default(z.int().check(z.minimum(1), z.maximum(100_000)), 1),
  size: z._default(z.int().check(z.minimum(1), z.maximum(100)), 10),
  /** Kept for the documents' page container; 0 (end date, latest first) is the only order. */
  sortBy: z._default(z.literal(0), 0),
  /** All 0, Active 1, Expired 2. */
  status: z._default(
    z.int().check(z.refine((value) => statusValues.has(value), { message: 'Not a blanket PO status.' })),
    0,
  ),
  /** Part of the blanket PO number; '' any. */
  keyword: optionalLimitedText(100),
});
export type BlanketOrderListBody = z.input<typeof BlanketOrderListBody>;

export const BlanketOrderIdQuery = z.object({ id: Guid });
export type BlanketOrderIdQuery = z.input<typeof BlanketOrderIdQuery>;

/** A blanket PO with its amounts (001 §3 "Blanket PO fields"); the money fields are exact decimals. */
export const BlanketOrderSummary = z.object({
  id: z.string(),
  number: z.string(),
  /** YYYY-MM-DD. */
  issuedDate: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** BlanketPurchaseOrderStatus: 1 Active, 2 Expired, 0 not yet started. */
  status: z.int(),
  statusName: z.string(),
  amount: Money,
  threshold: Money,
  /** The grand totals of the orders placed against it that are not cancelled. */
  totalToDate: Money,
  /** amount − totalToDate; negative when the orders went past the amount. */
  remainingAmount: Money,
  /** totalToDate has reached the threshold. */
  thresholdReached: z.boolean(),
});
export type BlanketOrderSummary = z.infer<typeof BlanketOrderSummary>;

export const BlanketOrderPage = PageOf(BlanketOrderSummary);
export type BlanketOrderPage = z.infer<typeof BlanketOrderPage>;

/** An order placed against a blanket PO. */
export const BlanketOrderOrder = z.object({
  id: z.string(),
  orderNumber: z.string(),
  /** ISO 8601. */
  orderDate: z.string(),
  title: z.string(),
  po: z.string(),
  /** BlanketPurchaseOrderOrderStatus value (001 §4, 0 … 104). */
  status: z.int(),
  statusName: z.string(),
  grandTotal: Money,
});
export type BlanketOrderOrder = z.infer<typeof BlanketOrderOrder>;

/** The related orders of one status (the documents' "related orders by category"). */
export const BlanketOrderCategory = z.object({
  /** BlanketPurchaseOrderOrderStatus value and name. */
  status: z.int(),
  statusName: z.string(),
  orders: z.array(BlanketOrderOrder),
  /** The sum of the category's grand totals. */
  grandTotal: Money,
});
export type BlanketOrderCategory = z.infer<typeof BlanketOrderCategory>;

/** `BlanketOrder/get`: the blanket PO with its orders, newest first, by category. */
export const BlanketOrder = z.extend(BlanketOrderSummary, {
  orders: z.array(BlanketOrderOrder),
  categories: z.array(BlanketOrderCategory),
});
export type BlanketOrder = z.infer<typeof BlanketOrder>;

/** `order/getActiveBlanketOrders`: the company's blanket POs active today, for checkout's choice. */
export const ActiveBlanketOrders = z.object({ blanketOrders: z.array(BlanketOrderSummary) });
export type ActiveBlanketOrders = z.infer<typeof ActiveBlanketOrders>;
