import { Enumerations, type ReportSearchValues } from '@b2b-portal/api';
import { formatMessage, type TextMessageKey } from '@b2b-portal/api/messages';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

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

/** The computations by name (a definition's `computation`). features/cloud-reports may add its own. */
export const reportComputations: Record<string, ReportComputation> = {
  'spend-by-month': spendByMonth,
};
