import {
  type BlanketOrder,
  type BlanketOrderCategory,
  type BlanketOrderOrder,
  type BlanketOrderSummary,
  Enumerations,
} from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { compareMoney, subtractMoney, sumMoney, toMoney } from '@b2b-portal/flows/rules';
import { and, asc, desc, eq, gte, ilike, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { blanketOrders, orders } from '../../db/schema';
import type { Principal } from '../../http/context';
import { Problems } from '../../http/problem';
import { companyOf } from '../quotes/store';

/**
 * Blanket purchase orders (issue 17; 001 §3, §4, §7 "Blanket orders"). A blanket PO belongs to a company and
 * every reader of the company sees it; another company's answers 404. Its status comes from the dates (Active
 * from start to end inclusive, Expired after the end, 0 before the start) and its total to date from the
 * orders placed against it that are not cancelled: derived on every read, never stored, so a cancelled or
 * newly placed order counts at once and there is no running total to drift.
 */

const ACTIVE = Enumerations.BlanketPurchaseOrderStatus.Active.value;
const EXPIRED = Enumerations.BlanketPurchaseOrderStatus.Expired.value;
const CANCELLED = Enumerations.OrderStatus.Cancelled.value;

export const blanketOrderNotFound = () =>
  Problems.notFound('BlanketOrderNotFound', formatMessage('BlanketOrder.NotFound'));

const statusNames = new Map<number, string>(
  Object.values(Enumerations.BlanketPurchaseOrderStatus).map((entry) => [entry.value, entry.name]),
);
const orderStatusNames = new Map<number, string>(
  Object.values(Enumerations.BlanketPurchaseOrderOrderStatus).map((entry) => [entry.value, entry.name]),
);

/**
 * An order's status as a blanket-PO order status (001 §4): the storefront's Open (-102) and Closed (-104) are
 * the blanket-PO list's Open (102) and Closed (104); Cancelled is 6 in both. Anything else reads None (0).
 */
export function blanketOrderOrderStatus(orderStatus: number): number {
  if (orderStatus === Enumerations.OrderStatus.Open.value)
    return Enumerations.BlanketPurchaseOrderOrderStatus.Open.value;
  if (orderStatus === Enumerations.OrderStatus.Closed.value)
    return Enumerations.BlanketPurchaseOrderOrderStatus.StorefrontClosed.value;
  if (orderStatus === CANCELLED) return Enumerations.BlanketPurchaseOrderOrderStatus.Cancelled.value;
  return Enumerations.BlanketPurchaseOrderOrderStatus.None.value;
}

/** Today (UTC) as YYYY-MM-DD: the day the dates are compared with. */
export const today = () => new Date().toISOString().slice(0, 10);

/** Active today: started and not ended. */
export const activeOn = (day: string): SQL =>
  and(lte(blanketOrders.startDate, day), gte(blanketOrders.endDate, day)) as SQL;

function statusCondition(status: number, day: string): SQL | undefined {
  if (status === ACTIVE) return activeOn(day);
  if (status === EXPIRED) return lt(blanketOrders.endDate, day);
  return undefined;
}

/**
 * The grand totals of the orders placed against the blanket PO, cancelled ones left out. Written with its own
 * table names: drizzle leaves the columns of a one-table select unqualified, so `blanket_orders.id` would read
 * as the subquery's `orders.id`.
 */
const totalToDate = sql<string>`coalesce((select sum(placed.grand_total) from orders as placed where placed.blanket_order_id = "blanket_orders"."id" and placed.status <> ${CANCELLED}), 0)::text`;

const summaryColumns = {
  id: blanketOrders.id,
  number: blanketOrders.number,
  issuedDate: blanketOrders.issuedDate,
  startDate: blanketOrders.startDate,
  endDate: blanketOrders.endDate,
  amount: blanketOrders.amount,
  threshold: blanketOrders.threshold,
  totalToDate,
};
type SummaryRow = { [K in keyof typeof summaryColumns]: string };

function statusOn(row: Pick<SummaryRow, 'startDate' | 'endDate'>, day: string): number {
  if (row.endDate < day) return EXPIRED;
  if (row.startDate <= day) return ACTIVE;
  return 0;
}

function summaryOf(row: SummaryRow, day: string): BlanketOrderSummary {
  const status = statusOn(row, day);
  const total = toMoney(row.totalToDate);
  return {
    id: row.id,
    number: row.number,
    issuedDate: row.issuedDate,
    startDate: row.startDate,
    endDate: row.endDate,
    status,
    statusName: status === 0 ? '' : (statusNames.get(status) ?? ''),
    amount: toMoney(row.amount),
    threshold: toMoney(row.threshold),
    totalToDate: total,
    remainingAmount: subtractMoney(row.amount, total),
    thresholdReached: compareMoney(total, row.threshold) >= 0,
  };
}

/** A page of the caller's company's blanket POs, latest end date first. */
export async function blanketOrderPage(
  db: Executor,
  principal: Principal,
  filter: { status: number; keyword: string; start: number; size: number },
): Promise<{ total: number; data: BlanketOrderSummary[] }> {
  const day = today();
  const where = and(
    eq(blanketOrders.companyId, companyOf(principal)),
    statusCondition(filter.status, day),
    filter.keyword
      ? ilike(blanketOrders.number, `%${filter.keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`)
      : undefined,
  );
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(blanketOrders).where(where);
  const rows = await db
    .select(summaryColumns)
    .from(blanketOrders)
    .where(where)
    .orderBy(desc(blanketOrders.endDate), asc(blanketOrders.number))
    .limit(filter.size)
    .offset((filter.start - 1) * filter.size);
  return { total: counted?.n ?? 0, data: rows.map((row) => summaryOf(row, day)) };
}

/** The caller's company's blanket POs active today (checkout's choice), soonest to end first. */
export async function activeBlanketOrders(
  db: Executor,
  principal: Principal,
): Promise<BlanketOrderSummary[]> {
  const day = today();
  const rows = await db
    .select(summaryColumns)
    .from(blanketOrders)
    .where(and(eq(blanketOrders.companyId, companyOf(principal)), activeOn(day)))
    .orderBy(asc(blanketOrders.endDate), asc(blanketOrders.number));
  return rows.map((row) => summaryOf(row, day));
}

/**
 * The active blanket PO of the caller's company with this id, for an order being placed (checkout), locked
 * for the transaction so that two orders against it are counted one after the other; null when there is none.
 */
export async function activeBlanketOrderFor(
  db: Executor,
  principal: Principal,
  id: string,
): Promise<{ id: string; number: string } | null> {
  const [row] = await db
    .select({ id: blanketOrders.id, number: blanketOrders.number })
    .from(blanketOrders)
    .where(
      and(eq(blanketOrders.id, id), eq(blanketOrders.companyId, companyOf(principal)), activeOn(today())),
    )
    .for('update');
  return row ?? null;
}

/** A blanket PO of the caller's company with its orders by category; another company's answers 404. */
export async function blanketOrderDetail(
  db: Executor,
  principal: Principal,
  id: string,
): Promise<BlanketOrder> {
  const [row] = await db
    .select(summaryColumns)
    .from(blanketOrders)
    .where(and(eq(blanketOrders.id, id), eq(blanketOrders.companyId, companyOf(principal))));
  if (!row) throw blanketOrderNotFound();
  const placed = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      title: orders.title,
      po: orders.po,
      status: orders.status,
      grandTotal: orders.grandTotal,
    })
    .from(orders)
    .where(and(eq(orders.blanketOrderId, row.id), eq(orders.companyId, companyOf(principal))))
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber));
  const list: BlanketOrderOrder[] = placed.map((order) => {
    const status = blanketOrderOrderStatus(order.status);
    return {
      id: order.id,
      orderNumber: order.orderNumber,
      orderDate: order.createdAt.toISOString(),
      title: order.title,
      po: order.po,
      status,
      statusName: orderStatusNames.get(status) ?? '',
      grandTotal: toMoney(order.grandTotal),
    };
  });
  const byStatus = new Map<number, BlanketOrderOrder[]>();
  for (const order of list) byStatus.set(order.status, [...(byStatus.get(order.status) ?? []), order]);
  const categories: BlanketOrderCategory[] = [...byStatus]
    .sort(([a], [b]) => a - b)
    .map(([status, entries]) => ({
      status,
      statusName: orderStatusNames.get(status) ?? '',
      orders: entries,
      grandTotal: sumMoney(entries.map((entry) => entry.grandTotal)),
    }));
  return { ...summaryOf(row, today()), orders: list, categories };
}
