import { Enumerations, type ReportSearchValues } from '@b2b-portal/api';
import { formatMessage, type TextMessageKey } from '@b2b-portal/api/messages';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { documentDate } from '../../files/document-date';
import { visibleContracts } from '../contracts/access';

/**
 * What each report computes, from the portal's own tables, for one company. Amounts are summed by the database's
 * numeric type and read as decimal strings (exact: never a float). Days and months are those of the portal's
 * time zone, America/New_York (000 §9: dates are Eastern), so an order placed at 11 pm Eastern on the 31st counts
 * in that month.
 */

export const REPORT_TIME_ZONE = 'America/New_York';

export type CellKind = 'text' | 'money' | 'integer';

export interface ReportColumn {
  header: string;
  kind: CellKind;
  /** Relative width (characters in XLSX); 14 by default. */
  width?: number;
}

/** A computed report: its columns, its rows (money as decimal strings) and a totals row where it has one. */
export interface ReportTable {
  columns: readonly ReportColumn[];
  rows: readonly (readonly (string | number)[])[];
  totals?: readonly (string | number)[];
}

export interface ComputeInput {
  companyId: string;
  /** Who runs it: a report shows no more than this user may see (contracts-expiring: their contract access). */
  userId: string;
  values: ReportSearchValues;
  now: Date;
}

export type ReportComputation = (db: Executor, input: ComputeInput) => Promise<ReportTable>;

const col = (key: TextMessageKey, kind: CellKind, width?: number): ReportColumn => ({
  header: formatMessage(key),
  kind,
  ...(width ? { width } : {}),
});

const CANCELLED = Enumerations.OrderStatus.Cancelled.value;
const localDay = (column: unknown) => sql`(${column} at time zone ${REPORT_TIME_ZONE})::date`;

/** The orders a spend report counts: the company's, not cancelled, in the date range and business unit. */
function orderConditions(alias: string, { companyId, values }: ComputeInput) {
  const o = sql.raw(alias);
  const parts = [sql`${o}.company_id = ${companyId}`];
  if (values.dateFrom) parts.push(sql`${localDay(sql`${o}.created_at`)} >= ${values.dateFrom}::date`);
  if (values.dateTo) parts.push(sql`${localDay(sql`${o}.created_at`)} <= ${values.dateTo}::date`);
  if (values.businessUnitId) parts.push(sql`${o}.business_unit_id = ${values.businessUnitId}`);
  return parts;
}

const where = (parts: ReturnType<typeof sql>[]) => sql.join(parts, sql` and `);

/** Money summed exactly, as a decimal string with two places. */
const sumMoney = (expression: ReturnType<typeof sql>) =>
  sql`coalesce(sum(${expression}), 0)::numeric(16, 2)::text`;

async function rowsOf<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** Orders placed (cancelled left out) by month: count, subtotal, tax, shipping and total, with the totals. */
export const spendByMonth: ReportComputation = async (db, input) => {
  type Row = {
    month: string;
    orders: number;
    subtotal: string;
    tax: string;
    shipping: string;
    total: string;
  };
  const parts = [...orderConditions('o', input), sql`o.status <> ${CANCELLED}`];
  const month = sql`to_char(o.created_at at time zone ${REPORT_TIME_ZONE}, 'YYYY-MM')`;
  const aggregates = sql`count(*)::int as orders, ${sumMoney(sql`o.subtotal`)} as subtotal,
    ${sumMoney(sql`o.tax_total`)} as tax, ${sumMoney(sql`o.shipping_total`)} as shipping,
    ${sumMoney(sql`o.grand_total`)} as total`;
  const rows = await rowsOf<Row>(
    db,
    sql`select ${month} as month, ${aggregates} from orders o where ${where(parts)} group by 1 order by 1`,
  );
  const [totals] = await rowsOf<Row>(db, sql`select ${aggregates} from orders o where ${where(parts)}`);
  return {
    columns: [
      col('Report.Col.Month', 'text', 10),
      col('Report.Col.Orders', 'integer', 8),
      col('Report.Col.Subtotal', 'money'),
      col('Report.Col.Tax', 'money'),
      col('Report.Col.Shipping', 'money'),
      col('Report.Col.Total', 'money'),
    ],
    rows: rows.map((row) => [row.month, row.orders, row.subtotal, row.tax, row.shipping, row.total]),
    ...(totals && rows.length > 0
      ? {
          totals: [
            formatMessage('Report.Total'),
            totals.orders,
            totals.subtotal,
            totals.tax,
            totals.shipping,
            totals.total,
          ],
        }
      : {}),
  };
};

/** The run's day in the portal's time zone, YYYY-MM-DD. */
export const reportDay = (now: Date) => now.toLocaleDateString('en-CA', { timeZone: REPORT_TIME_ZONE });

/** Its Eastern calendar day, YYYY-MM-DD, of a timestamp column (null stays null). */
const localDayText = (column: ReturnType<typeof sql>) =>
  sql`to_char(${column} at time zone ${REPORT_TIME_ZONE}, 'YYYY-MM-DD')`;

const nameOf = (enumeration: Record<string, { value: number; name: string }>) => {
  const names = new Map(Object.values(enumeration).map((entry) => [entry.value, entry.name]));
  return (value: number) => names.get(value) ?? String(value);
};

/**
 * Ordered lines by product category (the product's category at the time of the run; a line whose product is gone
 * or has none counts as Uncategorised): lines, quantity and amount (the lines' extended prices), cancelled orders
 * left out, in the orders' date range and business unit. Largest amount first, with the totals.
 */
export const spendByCategory: ReportComputation = async (db, input) => {
  type Row = { category: string | null; lines: number; quantity: number; amount: string };
  const parts = [...orderConditions('o', input), sql`o.status <> ${CANCELLED}`];
  const from = sql`from order_lines l join orders o on o.id = l.order_id left join products p on p.id = l.product_id
    where ${where(parts)}`;
  const aggregates = sql`count(*)::int as lines, coalesce(sum(l.quantity), 0)::int as quantity,
    ${sumMoney(sql`l.extended_price`)} as amount`;
  const rows = await rowsOf<Row>(
    db,
    sql`select nullif(p.category, '') as category, ${aggregates} ${from}
      group by 1 order by sum(l.extended_price) desc, 1 asc nulls last`,
  );
  const [totals] = await rowsOf<Row>(db, sql`select ${aggregates} ${from}`);
  return {
    columns: [
      col('Report.Col.Category', 'text', 28),
      col('Report.Col.Lines', 'integer', 8),
      col('Report.Col.Quantity', 'integer', 10),
      col('Report.Col.Amount', 'money', 16),
    ],
    rows: rows.map((row) => [
      row.category ?? formatMessage('Report.Uncategorised'),
      row.lines,
      row.quantity,
      row.amount,
    ]),
    ...(totals && rows.length > 0
      ? { totals: [formatMessage('Report.Total'), totals.lines, totals.quantity, totals.amount] }
      : {}),
  };
};

const orderStatusName = nameOf(Enumerations.OrderStatus);
const orderStatusRank = new Map(
  Object.values(Enumerations.OrderStatus).map((entry, index) => [entry.value as number, index]),
);

/**
 * Orders by status (cancelled ones included): how many and their grand totals, per status named as the order
 * list names it (api's OrderStatus), in the date range; `orderStatus` keeps one status. In the enumeration's order
 * (Open, Cancelled, Closed), with the totals.
 */
export const ordersByStatus: ReportComputation = async (db, input) => {
  type Row = { status: number; orders: number; total: string };
  const parts = orderConditions('o', input);
  if (input.values.orderStatus !== undefined) parts.push(sql`o.status = ${input.values.orderStatus}`);
  const aggregates = sql`count(*)::int as orders, ${sumMoney(sql`o.grand_total`)} as total`;
  const rows = await rowsOf<Row>(
    db,
    sql`select o.status, ${aggregates} from orders o where ${where(parts)} group by o.status`,
  );
  rows.sort(
    (a, b) =>
      (orderStatusRank.get(a.status) ?? 99) - (orderStatusRank.get(b.status) ?? 99) || a.status - b.status,
  );
  const [totals] = await rowsOf<Row>(db, sql`select ${aggregates} from orders o where ${where(parts)}`);
  return {
    columns: [
      col('Report.Col.Status', 'text', 20),
      col('Report.Col.Orders', 'integer', 10),
      col('Report.Col.Total', 'money', 16),
    ],
    rows: rows.map((row) => [orderStatusName(row.status), row.orders, row.total]),
    ...(totals && rows.length > 0
      ? { totals: [formatMessage('Report.Total'), totals.orders, totals.total] }
      : {}),
  };
};

const Q = Enumerations.QuoteStatus;
/** A quote still open: not yet ordered, and neither purchased, expired, lost, cancelled nor rejected. */
export const OPEN_QUOTE_STATUSES: readonly number[] = [
  Q.Unsubmitted.value,
  Q.Submitted.value,
  Q.Approved.value,
  Q.Waiting.value,
];
const quoteStatusName = nameOf(Q);

/**
 * Open quotes: the company's quotes in an open status (Unsubmitted, Submitted, Approved, Waiting) with no order
 * yet and not past their expiry at the run (a Submitted quote past it reads Expired in the quote list), created in
 * the date range (Eastern days) for the business unit. Number, title, status, created and expiry days, total and
 * owner (the requester it is for; the reseller's author when it has none), oldest first, with the total.
 */
export const openQuotes: ReportComputation = async (db, input) => {
  type Row = {
    number: string;
    title: string;
    status: number;
    created: string;
    expires: string | null;
    total: string;
    owner: string;
  };
  const { companyId, values, now } = input;
  const parts = [
    sql`q.company_id = ${companyId}`,
    sql`q.status in (${sql.join(
      OPEN_QUOTE_STATUSES.map((status) => sql`${status}`),
      sql`, `,
    )})`,
    sql`q.order_id is null`,
    sql`(q.expires_at is null or q.expires_at >= ${now.toISOString()}::timestamptz)`,
  ];
  if (values.dateFrom) parts.push(sql`${localDay(sql`q.created_at`)} >= ${values.dateFrom}::date`);
  if (values.dateTo) parts.push(sql`${localDay(sql`q.created_at`)} <= ${values.dateTo}::date`);
  if (values.businessUnitId) parts.push(sql`q.business_unit_id = ${values.businessUnitId}`);
  const rows = await rowsOf<Row>(
    db,
    sql`select q.number, q.title, q.status, ${localDayText(sql`q.created_at`)} as created,
      ${localDayText(sql`q.expires_at`)} as expires, q.grand_total::numeric(16, 2)::text as total,
      coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), q.created_by) as owner
      from quotes q left join users u on u.id = q.requester_user_id
      where ${where(parts)} order by q.created_at, q.number`,
  );
  const [totals] = await rowsOf<{ total: string }>(
    db,
    sql`select ${sumMoney(sql`q.grand_total`)} as total from quotes q where ${where(parts)}`,
  );
  return {
    columns: [
      col('Report.Col.Quote', 'text', 12),
      col('Report.Col.QuoteTitle', 'text', 27),
      col('Report.Col.Status', 'text', 13),
      col('Report.Col.Created', 'text', 11),
      col('Report.Col.Expires', 'text', 11),
      col('Report.Col.Total', 'money', 14),
      col('Report.Col.Owner', 'text', 18),
    ],
    rows: rows.map((row) => [
      row.number,
      row.title,
      quoteStatusName(row.status),
      documentDate(row.created),
      documentDate(row.expires),
      row.total,
      row.owner,
    ]),
    ...(totals && rows.length > 0
      ? { totals: [formatMessage('Report.Total'), '', '', '', '', totals.total, ''] }
      : {}),
  };
};

/** The ageing buckets, by days past due: up to 0 (not yet due), 1–30, 31–60, 61–90, over 90. */
export const AGEING_BUCKETS = [
  { key: 'Current', upTo: 0 },
  { key: '1to30', upTo: 30 },
  { key: '31to60', upTo: 60 },
  { key: '61to90', upTo: 90 },
  { key: 'Over90', upTo: Number.POSITIVE_INFINITY },
] as const;

export const ageingBucketOf = (daysPastDue: number) =>
  AGEING_BUCKETS.findIndex((bucket) => daysPastDue <= bucket.upTo);

/**
 * Invoice ageing, as a controller reads an aged receivables report: one row per open invoice (unpaid or partly paid,
 * a balance left), oldest due date first, with its due date, days past due on the run's Eastern day (0 when not yet
 * due) and its balance in the column of its bucket (Current, 1–30, 31–60, 61–90, over 90 days) and in Balance due;
 * the totals row is the summary: the balance of each bucket and in all.
 */
export const invoiceAgeing: ReportComputation = async (db, input) => {
  type Row = { number: string; due: string; days: number; balance: string };
  const today = reportDay(input.now);
  const balance = sql`(i.grand_total - i.amount_paid)`;
  const parts = [
    sql`i.company_id = ${input.companyId}`,
    sql`i.status <> ${Enumerations.InvoiceStatus.Paid.value}`,
    sql`${balance} > 0`,
  ];
  const days = sql`(${today}::date - i.due_date)`;
  const rows = await rowsOf<Row>(
    db,
    sql`select i.invoice_number as number, to_char(i.due_date, 'YYYY-MM-DD') as due, ${days}::int as days,
      ${balance}::numeric(16, 2)::text as balance
      from invoices i where ${where(parts)} order by i.due_date, i.invoice_number`,
  );
  const bucketSums = AGEING_BUCKETS.map((bucket, index) => {
    const lower = AGEING_BUCKETS[index - 1]?.upTo;
    const conditions = [
      ...(lower === undefined ? [] : [sql`${days} > ${lower}`]),
      ...(Number.isFinite(bucket.upTo) ? [sql`${days} <= ${bucket.upTo}`] : []),
    ];
    return sql`coalesce(sum(${balance}) filter (where ${where(conditions)}), 0)::numeric(16, 2)::text
      as ${sql.raw(`b${index}`)}`;
  });
  const [totals] = await rowsOf<Record<string, string>>(
    db,
    sql`select ${sql.join(bucketSums, sql`, `)}, ${sumMoney(balance)} as total from invoices i where ${where(parts)}`,
  );
  return {
    columns: [
      col('Report.Col.Invoice', 'text', 11),
      col('Report.Col.DueDate', 'text', 11),
      col('Report.Col.Bucket', 'integer', 14),
      ...AGEING_BUCKETS.map((bucket) => col(`Report.Bucket.${bucket.key}`, 'money', 12)),
      col('Report.Col.Balance', 'money', 13),
    ],
    rows: rows.map((row) => {
      const bucket = ageingBucketOf(row.days);
      return [
        row.number,
        documentDate(row.due),
        Math.max(0, row.days),
        ...AGEING_BUCKETS.map((_, index) => (index === bucket ? row.balance : '')),
        row.balance,
      ];
    }),
    ...(totals && rows.length > 0
      ? {
          totals: [
            formatMessage('Report.Total'),
            '',
            '',
            ...AGEING_BUCKETS.map((_, index) => totals[`b${index}`] ?? '0.00'),
            totals.total ?? '0.00',
          ],
        }
      : {}),
  };
};

/**
 * Maintenance contracts ending within `withinDays` of the run's Eastern day (ending today counts, ended ones do
 * not), among those the user running it may see (their contract access, features/contracts): number, description,
 * manufacturer, type, end date, days left and the devices it covers (a contract has no amount of its own in the
 * portal's data), soonest first.
 */
export const contractsExpiring: ReportComputation = async (db, input) => {
  type Row = {
    number: string;
    description: string;
    manufacturer: string;
    type: string;
    ends: string;
    days: number;
    devices: number;
  };
  const today = reportDay(input.now);
  const within = input.values.withinDays ?? 90;
  const rows = await rowsOf<Row>(
    db,
    sql`select maintenance_contracts.contract_number as number, maintenance_contracts.description,
      m.name as manufacturer, maintenance_contracts.contract_type as type,
      to_char(maintenance_contracts.end_date, 'YYYY-MM-DD') as ends,
      (maintenance_contracts.end_date - ${today}::date)::int as days,
      (select count(*)::int from devices d where d.contract_id = maintenance_contracts.id) as devices
      from maintenance_contracts join manufacturers m on m.id = maintenance_contracts.manufacturer_id
      where ${visibleContracts(input.userId, input.companyId)}
        and maintenance_contracts.end_date >= ${today}::date
        and maintenance_contracts.end_date <= ${today}::date + ${within}::int
      order by maintenance_contracts.end_date, maintenance_contracts.contract_number`,
  );
  return {
    columns: [
      col('Report.Col.Contract', 'text', 17),
      col('Report.Col.Description', 'text', 26),
      col('Report.Col.Manufacturer', 'text', 14),
      col('Report.Col.ContractType', 'text', 16),
      col('Report.Col.EndDate', 'text', 11),
      col('Report.Col.DaysLeft', 'integer', 9),
      col('Report.Col.Devices', 'integer', 9),
    ],
    rows: rows.map((row) => [
      row.number,
      row.description,
      row.manufacturer,
      row.type,
      documentDate(row.ends),
      row.days,
      row.devices,
    ]),
  };
};

/** The computations by name (a definition's `computation`). features/cloud-reports may add its own. */
export const reportComputations: Record<string, ReportComputation> = {
  'spend-by-month': spendByMonth,
  'spend-by-category': spendByCategory,
  'orders-by-status': ordersByStatus,
  'open-quotes': openQuotes,
  'invoice-ageing': invoiceAgeing,
  'contracts-expiring': contractsExpiring,
};
