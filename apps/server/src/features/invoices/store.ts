import {
  Enumerations,
  INVOICE_DUE_SOON_DAYS,
  INVOICE_STATUS_OPEN,
  type Invoice,
  InvoiceDue,
  type InvoiceFilters,
  type InvoiceLine,
  type InvoiceSummary,
  type InvoiceTotals,
} from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { dateRangeFor, hasPermission, subtractMoney, toMoney } from '@b2b-portal/flows/rules';
import { and, asc, desc, eq, gte, type ilike, inArray, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type Bind, literal, prefixed, preparedShapes, ShapeValues } from '../../db/prepared';
import { qualified } from '../../db/qualified';
import {
  companies,
  companyAffiliations,
  invoiceLines,
  invoices,
  invoiceTotals,
  invoiceTotalsByMonth,
  orders,
} from '../../db/schema';
import type { Principal } from '../../http/context';
import { Problems } from '../../http/problem';
import { isAdministrator } from '../documents/access';
import { containsKeyword, containsPattern } from '../documents/keyword-match';
import { snapshotAddress } from '../orders/store';
import { companyOf } from '../quotes/store';
import { INVOICE_NUMBER_PREFIX } from './issue';

/**
 * Which invoices a caller sees, how they are searched and how they read (001 §3, §4, §7 "Invoices"). Every
 * reader of invoices sees the company's; affiliatedInvoices (and administrators) add every invoice of the
 * companies affiliated with the caller's. Anything else is 404 InvoiceNotFound.
 */

export const invoiceNotFound = () => Problems.notFound('InvoiceNotFound', formatMessage('Invoice.NotFound'));
export const invoiceLineNotFound = () =>
  Problems.notFound('InvoiceLineNotFound', formatMessage('Invoice.LineNotFound'));

const PAID = Enumerations.InvoiceStatus.Paid.value;
const statusNames = new Map<number, string>(
  Object.values(Enumerations.InvoiceStatus).map((entry) => [entry.value, entry.name]),
);
const typeNames = new Map<number, string>(
  Object.values(Enumerations.InvoiceType).map((entry) => [entry.value, entry.name]),
);
const chargeKindNames = new Map<number, string>(
  Object.values(Enumerations.ChargeKind).map((entry) => [entry.value, entry.name]),
);
export const invoiceStatusName = (status: number) => statusNames.get(status) ?? '';
export const invoiceTypeName = (type: number) => typeNames.get(type) ?? '';

/**
 * The columns the list's scope and its status, date and due filters read: the invoices' own, or the same ones of
 * `invoice_totals` (the sums the count and totals are read from).
 */
interface SummedColumns {
  companyId:
    | typeof invoices.companyId
    | typeof invoiceTotals.companyId
    | typeof invoiceTotalsByMonth.companyId;
  status: typeof invoices.status | typeof invoiceTotals.status | typeof invoiceTotalsByMonth.status;
  invoiceDate: typeof invoices.invoiceDate | typeof invoiceTotals.invoiceDate;
  dueDate: typeof invoices.dueDate | typeof invoiceTotals.dueDate | typeof invoiceTotalsByMonth.dueMonth;
}

/** The caller's invoices (see the module's comment). */
export function invoiceScope(
  principal: Principal,
  columns: SummedColumns = invoices,
  bind: Bind = literal,
): SQL {
  const companyId = companyOf(principal);
  const own = eq(columns.companyId, bind('company', companyId));
  if (!isAdministrator(principal) && !hasPermission(principal.permissions, 'affiliatedInvoices')) return own;
  return or(
    own,
    inArray(
      columns.companyId,
      sql`(select ${companyAffiliations.affiliatedCompanyId} from ${companyAffiliations} where ${companyAffiliations.companyId} = ${bind('affiliatedOf', companyId)})`,
    ),
  ) as SQL;
}

/**
 * The status filter: one status, every one (-1: no condition) or the open ones (-2: not Paid, so Unpaid and
 * Partially Paid, as `status <> 2`: the predicate of `invoices_company_open_due_idx`). Each form binds a name of
 * its own (db/prepared.ts: the names bound name the statement's shape).
 */
export function statusCondition(status: number, columns: SummedColumns = invoices, bind: Bind = literal) {
  if (status === INVOICE_STATUS_OPEN) return ne(columns.status, bind('notStatus', PAID));
  return status < 0 ? undefined : eq(columns.status, bind('status', status));
}

/** Today as YYYY-MM-DD (UTC), and a day `days` after it. */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
function dayAfter(days: number, from = new Date()): string {
  const date = new Date(from);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDay(date);
}

function invoicedBetween(
  dateRange: number,
  columns: SummedColumns = invoices,
  bind: Bind = literal,
): SQL | undefined {
  const range = dateRangeFor(dateRange, isoDay(new Date()));
  if (!range) return undefined;
  return and(
    range.from ? gte(columns.invoiceDate, bind('from', range.from)) : undefined,
    range.to ? lte(columns.invoiceDate, bind('to', range.to)) : undefined,
  );
}

/** Past due or due soon as of today (read at each call: the days move without a write). */
function dueCondition(due: number, columns: SummedColumns = invoices, bind: Bind = literal): SQL | undefined {
  const today = isoDay(new Date());
  if (due === InvoiceDue.PastDue) {
    return and(ne(columns.status, PAID), lt(columns.dueDate, bind('pastDueBefore', today)));
  }
  if (due === InvoiceDue.DueSoon) {
    return and(
      ne(columns.status, PAID),
      gte(columns.dueDate, bind('dueSoonFrom', today)),
      lte(columns.dueDate, bind('dueSoonTo', dayAfter(INVOICE_DUE_SOON_DAYS))),
    );
  }
  return undefined;
}

/** The list's order, newest first: `invoices_company_date_idx` read backwards. */
export const invoiceListOrder = [desc(invoices.invoiceDate), desc(invoices.invoiceNumber)];

/** The orders a page of the list may ask for (`InvoiceListQuery.sort`). */
export type InvoiceListSort = 'newest' | 'dueSoonest';

/**
 * Oldest due first (Account Overview's unpaid invoices: the past-due ones lead). Read forwards, an index gives the
 * page's rows in order and the page stops after them: for the open ones (status -2, as the tile asks)
 * `invoices_company_open_due_idx` (only the invoices not paid), for one status `invoices_company_status_due_idx`.
 */
export const invoiceDueOrder = [asc(invoices.dueDate), asc(invoices.invoiceNumber)];

const pageOrders: Record<InvoiceListSort, typeof invoiceListOrder> = {
  newest: invoiceListOrder,
  dueSoonest: invoiceDueOrder,
};

/**
 * The word every invoice number holds (`INV`), left out of the trigram lookups of a number typed in part
 * (keyword-match.ts `lookupPattern`): its trigram names every invoice.
 */
export const everyInvoiceNumberHas = [INVOICE_NUMBER_PREFIX.replace(/[^\p{L}\p{N}]/gu, '').toLowerCase()];

export function searchCondition(principal: Principal, search: InvoiceFilters, bind: Bind = literal): SQL {
  // Number and PO each through their own column's trigrams (`invoices_number_trgm_idx`, `invoices_po_trgm_idx`),
  // looked up by the words of what was typed and checked whole on the candidates (documents/keyword-match.ts).
  const contains = (column: Parameters<typeof ilike>[0], text: string, name: string) =>
    text ? containsKeyword(column, text, bind, name, everyInvoiceNumberHas) : undefined;
  return and(
    invoiceScope(principal, invoices, bind),
    statusCondition(search.status, invoices, bind),
    invoicedBetween(search.dateRange, invoices, bind),
    dueCondition(search.due, invoices, bind),
    contains(invoices.invoiceNumber, search.number, 'number'),
    contains(invoices.po, search.po, 'po'),
    search.order
      ? sql`exists (select 1 from ${orders} where ${orders.id} = ${invoices.orderId} and ${orders.orderNumber} ilike ${bind('order', containsPattern(search.order))})`
      : undefined,
    search.orderId ? eq(invoices.orderId, bind('orderId', search.orderId)) : undefined,
  ) as SQL;
}

export type InvoiceRow = typeof invoices.$inferSelect;
type SummaryRow = InvoiceRow & { orderNumber: string | null; companyName: string };

/** The columns a row of the list shows (a summary), with its order's number and its company's name. */
type ListedRow = Pick<
  InvoiceRow,
  | 'id'
  | 'invoiceNumber'
  | 'invoiceType'
  | 'invoiceDate'
  | 'dueDate'
  | 'po'
  | 'orderId'
  | 'companyId'
  | 'status'
  | 'grandTotal'
  | 'amountPaid'
> & { orderNumber: string | null; companyName: string };

/**
 * The summary of an invoice. `ownCompany` and `today` are the caller's company and today's date (YYYY-MM-DD),
 * read once for a page rather than once a row.
 */
function summaryOf(row: ListedRow, ownCompany: string, today: string = isoDay(new Date())): InvoiceSummary {
  return {
    id: row.id,
    invoiceNumber: row.invoiceNumber,
    invoiceType: row.invoiceType,
    invoiceTypeName: invoiceTypeName(row.invoiceType),
    invoiceDate: row.invoiceDate,
    dueDate: row.dueDate,
    po: row.po,
    order: row.orderId && row.orderNumber ? { id: row.orderId, number: row.orderNumber } : null,
    affiliatedCompany: row.companyId === ownCompany ? '' : row.companyName,
    status: row.status,
    statusName: invoiceStatusName(row.status),
    grandTotal: toMoney(row.grandTotal),
    amountPaid: toMoney(row.amountPaid),
    balanceDue: subtractMoney(row.grandTotal, row.amountPaid),
    pastDue: row.status !== PAID && row.dueDate < today,
  };
}

/** Every column of the invoice (its detail), with its order's number and its company's name. */
const summaryColumns = {
  invoice: invoices,
  orderNumber: orders.orderNumber,
  companyName: companies.name,
};

/**
 * What the list reads of each invoice: the columns of its summary only, flat (the addresses, the account manager
 * and the amounts the list does not show are neither sent by PostgreSQL nor parsed and mapped for each row).
 */
const listedColumns = {
  id: invoices.id,
  invoiceNumber: invoices.invoiceNumber,
  invoiceType: invoices.invoiceType,
  invoiceDate: invoices.invoiceDate,
  dueDate: invoices.dueDate,
  po: invoices.po,
  orderId: invoices.orderId,
  companyId: invoices.companyId,
  status: invoices.status,
  grandTotal: invoices.grandTotal,
  amountPaid: invoices.amountPaid,
  orderNumber: orders.orderNumber,
  companyName: companies.name,
};

/**
 * The same read from `invoices` alone (a page of the list): the order's number and the company's name are
 * subqueries by primary key instead of two joins: the page's statement is planned at each call, and planning it
 * took 0.16 ms with the joins against 0.09 (EXPLAIN SUMMARY, large seed, session 31), for the same run. Their columns keep their table (db/qualified.ts).
 */
const pageColumns = {
  ...listedColumns,
  orderNumber: sql<
    string | null
  >`(select ${qualified(orders.orderNumber)} from ${orders} where ${qualified(orders.id)} = ${qualified(invoices.orderId)})`,
  companyName: sql<string>`(select ${qualified(companies.name)} from ${companies} where ${qualified(companies.id)} = ${qualified(invoices.companyId)})`,
};

/**
 * The count and totals of the invoices matching `search`. Without a text filter (number, PO, order) every filter
 * is one of the scope, status, invoice date and due date, which `invoice_totals` is keyed by: the answer sums a
 * few thousand of its rows whatever the number of invoices. A text filter narrows the invoices through its
 * trigram index first, and they are summed themselves.
 */
const textFiltered = (search: InvoiceFilters) =>
  Boolean(search.number || search.po || search.order || search.orderId);

/** The count and sums of the matching invoices, as aggregates (`over` empty: as window functions beside a page). */
const matchSums = (over: SQL | null, bind: Bind = literal) => {
  const window = over ? sql` over ${over}` : sql``;
  return {
    n: sql<number>`count(*)${window}`.mapWith(Number),
    grandTotal: sql<string>`coalesce(sum(${invoices.grandTotal})${window}, 0)::text`,
    amountPaid: sql<string>`coalesce(sum(${invoices.amountPaid})${window}, 0)::text`,
    pastDue:
      sql<number>`count(*) filter (where ${dueCondition(InvoiceDue.PastDue, invoices, prefixed(bind, 'sums.'))})${window}`.mapWith(
        Number,
      ),
  };
};

type Totals = { n: number; grandTotal: string; amountPaid: string; pastDue: number };

/** The totals as read: a JSON value (node-postgres and PGlite parse it; text where a driver does not). */
const totalsOf = (read: Totals | string): Totals =>
  typeof read === 'string' ? (JSON.parse(read) as Totals) : read;

async function countAndTotals(
  db: Executor,
  principal: Principal,
  search: InvoiceFilters,
  where: SQL,
): Promise<Totals | undefined> {
  if (textFiltered(search)) {
    const [counted] = await db.select(matchSums(null)).from(invoices).where(where);
    return counted;
  }
  const result = await db.execute(sql`select ${summedTotalsColumn(principal, search)} as sums`);
  const [row] = (result as unknown as { rows: { sums: Totals | string }[] }).rows;
  return row ? totalsOf(row.sums) : undefined;
}

/** The first day of the month of `day` (YYYY-MM-DD), or of the month `months` after it. */
function monthOf(day: string, months = 0): string {
  const first = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  first.setUTCMonth(first.getUTCMonth() + months);
  return isoDay(first);
}

/**
 * The count and totals (see `countAndTotals`) as one JSON value, to select beside a page's columns (a scalar
 * subquery PostgreSQL runs once): the page and its totals in one statement. The amounts stay decimal text. Past
 * due is as of the day of the call (built at each call, where a constant made at start kept the server's first
 * day).
 *
 * With an invoice-date range the sums are `invoice_totals`' keys in it. Without one (all, a status, past due, due
 * soon) they are `invoice_totals_by_month`'s, by the month of the due date, for every month before today's and
 * after the due-soon end's: a whole such month is past due or not, due soon or not, as its first day is
 * (session 32: about 110 keys for the large seed where `invoice_totals` had 2,931). The months from today's to
 * the due-soon end's, where the days decide, are `invoice_totals`' days (`invoice_totals_company_due_idx`).
 */
const summedTotalsColumn = (principal: Principal, search: InvoiceFilters, bind: Bind = literal) => {
  const sumsBind = prefixed(bind, 'totals.sum.');
  const summed = sql`select json_build_object('n', coalesce(sum(summed.n), 0)::int, 'grandTotal', coalesce(sum(summed.grand_total), 0)::text, 'amountPaid', coalesce(sum(summed.amount_paid), 0)::text, 'pastDue', coalesce(sum(summed.n) filter (where summed.status <> ${PAID} and summed.due < ${sumsBind('pastDueBefore', isoDay(new Date()))}), 0)::int)`;
  const keys = (columns: SummedColumns, keyBind: Bind) =>
    and(
      invoiceScope(principal, columns, keyBind),
      statusCondition(search.status, columns, keyBind),
      invoicedBetween(search.dateRange, columns, keyBind),
      dueCondition(search.due, columns, keyBind),
    );
  const day = invoiceTotals;
  const byDay = sql`select ${day.status} as status, ${day.dueDate} as due, ${day.invoiceCount} as n, ${day.grandTotal} as grand_total, ${day.amountPaid} as amount_paid from ${day}`;
  if (invoicedBetween(search.dateRange) !== undefined) {
    return sql<
      Totals | string
    >`(${summed} from (${byDay} where ${keys(day, prefixed(bind, 'totals.'))}) as summed)`;
  }
  const thisMonth = monthOf(isoDay(new Date()));
  const afterDueSoon = monthOf(dayAfter(INVOICE_DUE_SOON_DAYS), 1);
  const month = invoiceTotalsByMonth;
  // No invoice-date range on this path: `invoiceDate` is never read.
  const monthColumns = {
    companyId: month.companyId,
    status: month.status,
    invoiceDate: day.invoiceDate,
    dueDate: month.dueMonth,
  };
  const monthBind = prefixed(bind, 'totals.month.');
  const dayBind = prefixed(bind, 'totals.day.');
  return sql<
    Totals | string
  >`(${summed} from (select ${month.status} as status, ${month.dueMonth} as due, ${month.invoiceCount} as n, ${month.grandTotal} as grand_total, ${month.amountPaid} as amount_paid from ${month} where ${and(
    keys(monthColumns, monthBind),
    or(
      lt(month.dueMonth, monthBind('before', thisMonth)),
      gte(month.dueMonth, monthBind('after', afterDueSoon)),
    ),
  )} union all ${byDay} where ${and(
    keys(day, dayBind),
    gte(day.dueDate, dayBind('from', thisMonth)),
    lt(day.dueDate, dayBind('to', afterDueSoon)),
  )}) as summed)`;
};

/** The list's statements, prepared by shape (db/prepared.ts: drizzle builds each shape's SQL once). */
const invoicePages = preparedShapes('invoice_page');

/**
 * The invoices matching `search`, newest first: a page of them (every one without `page`, in the order `page.sort`
 * names, newest first by default) and the totals.
 */
export async function invoiceSummaries(
  db: Executor,
  principal: Principal,
  search: InvoiceFilters,
  page?: { start: number; size: number; sort?: InvoiceListSort },
): Promise<{ total: number; totals: InvoiceTotals; data: InvoiceSummary[] }> {
  let counted: Awaited<ReturnType<typeof countAndTotals>>;
  let rows: ListedRow[];
  if (page) {
    // A page's statement is prepared by shape, its values bound (db/prepared.ts); the export's is built for it.
    const shape = new ShapeValues();
    const where = searchCondition(principal, search, shape.bind);
    const text = textFiltered(search);
    // A number, PO or order: the few invoices found through its index are read once, the page with the count and
    // sums of them all beside it (window functions), instead of a page and an aggregate that each search. Else
    // the page and the totals `invoice_totals` sums in one statement.
    const sums = text ? matchSums(sql`()`, shape.bind) : summedTotalsColumn(principal, search, shape.bind);
    const limit = shape.bind('limit', page.size);
    const offset = shape.bind('offset', (page.start - 1) * page.size);
    const sort = page.sort ?? 'newest';
    const paged = await invoicePages(db, shape.key(`${text ? 'text' : 'page'}:${sort}`), (name) =>
      db
        .select({ ...pageColumns, sums })
        .from(invoices)
        .where(where)
        .orderBy(...pageOrders[sort])
        .limit(limit)
        .offset(offset)
        // A number, PO or order is a pattern: planned at each call (db/prepared.ts `preparedShapes`).
        .prepare(text ? '' : name),
    ).execute(shape.values);
    rows = paged;
    // A page past the last carries no sums: they are asked alone.
    const read = paged[0]?.sums;
    counted =
      read === undefined
        ? await countAndTotals(db, principal, search, searchCondition(principal, search))
        : typeof read === 'string'
          ? totalsOf(read)
          : (read as Totals);
  } else {
    const where = searchCondition(principal, search);
    counted = await countAndTotals(db, principal, search, where);
    rows = await db
      .select(listedColumns)
      .from(invoices)
      .innerJoin(companies, eq(companies.id, invoices.companyId))
      .leftJoin(orders, eq(orders.id, invoices.orderId))
      .where(where)
      .orderBy(...invoiceListOrder);
  }
  const grandTotal = toMoney(counted?.grandTotal ?? '0');
  const amountPaid = toMoney(counted?.amountPaid ?? '0');
  const ownCompany = companyOf(principal);
  const today = isoDay(new Date());
  return {
    total: Number(counted?.n ?? 0),
    totals: {
      grandTotal,
      amountPaid,
      balanceDue: subtractMoney(grandTotal, amountPaid),
      pastDueCount: Number(counted?.pastDue ?? 0),
    },
    data: rows.map((row) => summaryOf(row, ownCompany, today)),
  };
}

/** An invoice the caller may see (of the given InvoiceType when one is named), or 404. */
export async function findVisibleInvoice(
  db: Executor,
  principal: Principal,
  id: string,
  invoiceType?: number,
): Promise<SummaryRow> {
  const [row] = await db
    .select(summaryColumns)
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .leftJoin(orders, eq(orders.id, invoices.orderId))
    .where(
      and(
        eq(invoices.id, id),
        invoiceScope(principal),
        invoiceType === undefined ? undefined : eq(invoices.invoiceType, invoiceType),
      ),
    )
    .limit(1);
  if (!row) throw invoiceNotFound();
  return { ...row.invoice, orderNumber: row.orderNumber, companyName: row.companyName };
}

type LineRow = typeof invoiceLines.$inferSelect;

export const invoiceLinesOf = (db: Executor, invoiceId: string) =>
  db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.lineNumber));

function lineOf(line: LineRow): InvoiceLine {
  return {
    id: line.id,
    lineNumber: line.lineNumber,
    orderLineNumber: line.orderLineNumber,
    manufacturerPart: line.manufacturerPart,
    manufacturerName: line.manufacturerName,
    description: line.description,
    quantity: line.quantity,
    unitPrice: toMoney(line.unitPrice),
    extendedPrice: toMoney(line.extendedPrice),
    serialNumbers: line.serialNumbers,
    serviceStart: line.serviceStart,
    serviceEnd: line.serviceEnd,
    shipToName: line.shipTo?.name ?? '',
    subscriptionId: line.subscriptionId,
    chargeKind: line.chargeKind,
    chargeKindName: line.chargeKind === null ? '' : (chargeKindNames.get(line.chargeKind) ?? ''),
    usageQuantity: line.usageQuantity === null ? null : trimQuantity(line.usageQuantity),
    billingUnitOfMeasure: line.billingUnitOfMeasure,
  };
}

/** "12.500" → "12.5", "3.000" → "3": a used quantity as a person writes it (exact, from the decimal text). */
function trimQuantity(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

/** The detail answer of a visible invoice. */
export async function invoiceDetail(db: Executor, principal: Principal, row: SummaryRow): Promise<Invoice> {
  const lines = await invoiceLinesOf(db, row.id);
  return {
    ...summaryOf(row, companyOf(principal)),
    paymentTerm: row.paymentTerm,
    billTo: snapshotAddress(row.billTo),
    shipTo: snapshotAddress(row.shipTo),
    contractNumber: row.contractNumber,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    accountManager: row.accountManager ?? null,
    lines: lines.map(lineOf),
    subTotal: toMoney(row.subtotal),
    taxTotal: toMoney(row.taxTotal),
    shippingTotal: toMoney(row.shippingTotal),
  };
}

/** The ship-to of one line of a visible invoice; 404 for a line it does not have. */
export async function lineShipTo(db: Executor, invoiceId: string, lineNumber: number) {
  const [line] = await db
    .select({ shipTo: invoiceLines.shipTo })
    .from(invoiceLines)
    .where(and(eq(invoiceLines.invoiceId, invoiceId), eq(invoiceLines.lineNumber, lineNumber)));
  if (!line) throw invoiceLineNotFound();
  return snapshotAddress(line.shipTo);
}

/** The usage lines (charge kind Usage) of the invoices matching `where`, with their invoice's number. */
export async function usageLines(db: Executor, where: SQL) {
  const rows = await db
    .select({ invoiceNumber: invoices.invoiceNumber, line: invoiceLines })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(and(where, eq(invoiceLines.chargeKind, Enumerations.ChargeKind.Usage.value)))
    .orderBy(desc(invoices.invoiceDate), desc(invoices.invoiceNumber), asc(invoiceLines.lineNumber));
  return rows.map((row) => ({ invoiceNumber: row.invoiceNumber, ...lineOf(row.line) }));
}
