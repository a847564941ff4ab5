import { LIST_COUNT_CAP } from '@b2b-portal/api';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';

/**
 * Rule 2 of the list pattern (README "Lists that cost their page"), for the document lists paged by number
 * (orders, advanced search; issue 17): the rows of `table` matching `where` are counted up to
 * `LIST_COUNT_CAP + 1`, so a company's 200,000 orders cost 1,001 index entries, not 200,000. Past the cap the
 * answer is the cap and `totalCapped` (the page says "more than 1,000").
 */
export async function cappedCount(
  db: Executor,
  table: PgTable,
  where: SQL | undefined,
): Promise<{ total: number; totalCapped: boolean }> {
  const [row] = (await db.select({ n: sql<number>`count(*)::int` }).from(
    db
      .select({ one: sql`1`.as('one') })
      .from(table)
      .where(where)
      .limit(LIST_COUNT_CAP + 1)
      .as('capped'),
  )) as { n: number }[];
  const count = Number(row?.n ?? 0);
  return count > LIST_COUNT_CAP
    ? { total: LIST_COUNT_CAP, totalCapped: true }
    : { total: count, totalCapped: false };
}

/**
 * The same count as `cappedCount`, as a scalar subquery to select beside a page's columns: the page and its count
 * in one statement (one round trip; PostgreSQL runs it once, as an InitPlan). It reads `LIST_COUNT_CAP + 1` when
 * more match; an empty page carries no count (ask `cappedCount` then).
 */
export function cappedCountColumn(db: Executor, table: PgTable, where: SQL | undefined): SQL<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(LIST_COUNT_CAP + 1);
  return sql<number>`(select count(*) from (${capped}) as capped)`;
}
