import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `table.column` written out whole, for the correlated subqueries among a select's fields. drizzle leaves the
 * table out of the columns of a one-table select's fields, subqueries included: a list read from `orders` alone
 * with `(select … from order_lines where ${orderLines.orderId} = ${orders.id})` among its fields would send
 * `"order_id" = "id"`, which compares the line's own columns. Columns written with `qualified` keep their table.
 * Used by the order and invoice lists and the cart's one-statement document (features/cart/document.ts).
 */
export const qualified = (column: AnyPgColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
