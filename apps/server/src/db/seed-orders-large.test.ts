import { INVOICE_STATUS_OPEN, InvoicePage, Order, OrderPage } from '@b2b-portal/api';
import { sumMoney } from '@b2b-portal/flows/rules';
import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Answer } from '../features/cart/testing';
import { invoiceDueOrder, invoiceListOrder, statusCondition } from '../features/invoices/store';
import { orderListOrder } from '../features/orders/store';
import { describeOnBothEngines } from '../test-support/engines';
import { demoCompanies, demoUsers } from '../testing';
import { invoices, orders } from './schema';
import { seedLargeOrders } from './seed-orders-large';

/**
 * The large seed's orders and invoices (issue 17), at a small size on both engines, read back through the lists
 * and the detail as a buyer would: the demo's orders stay the newest, the totals are the sums of the lines, each
 * invoice bills an order, and a second run writes nothing.
 */

function ok<T>(answer: Answer, schema: { parse(value: unknown): T }): T {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return schema.parse(answer.body);
}

describeOnBothEngines('the large orders and invoices', (subject) => {
  it('should add the orders with their lines and the invoices once, behind the demo orders', async () => {
    const buyer = await subject().as(demoUsers.buyer.username);
    const before = ok(await buyer('GET', 'v1.0/Order/SearchPage', { query: { size: '100' } }), OrderPage);
    const invoicesBefore = ok(await buyer('GET', 'V1.0/Invoice/invoiceList'), InvoicePage).totalRecords;

    expect(await seedLargeOrders(subject().database.db, { orders: 300, invoices: 100 })).toBe(300);
    expect(await seedLargeOrders(subject().database.db, { orders: 300, invoices: 100 })).toBe(0);

    const after = ok(await buyer('GET', 'v1.0/Order/SearchPage', { query: { size: '100' } }), OrderPage);
    expect(after.totalRecords).toBe(before.totalRecords + 300);
    // The newest orders are still the demo's; the large ones follow, newest first from SO-1000001.
    expect(after.data.slice(0, before.data.length).map((row) => row.id)).toEqual(
      before.data.map((row) => row.id),
    );
    expect(after.data[before.data.length]?.orderNumber).toBe('SO-1000001');
    const closed = ok(
      await buyer('GET', 'v1.0/Order/SearchPage', {
        query: { number: 'SO-1000', status: '-104', size: '100' },
      }),
      OrderPage,
    );
    expect(closed.totalRecords).toBe(100);

    const summary = after.data[before.data.length + 2];
    const order = ok(
      await buyer('GET', 'v1.0/Order/GetOrderWithItemGroups', { query: { id: summary?.id ?? '' } }),
      Order,
    );
    expect(order.items.length).toBeGreaterThanOrEqual(1);
    expect(order.grandTotal).toBe(sumMoney(order.items.map((line) => line.extendedPrice)));
    expect(order.grandTotal).toBe(summary?.grandTotal);

    const invoices = ok(
      await buyer('GET', 'V1.0/Invoice/invoiceList', { query: { number: 'INV-2', size: '100' } }),
      InvoicePage,
    );
    expect(invoices.totalRecords).toBe(100);
    expect(ok(await buyer('GET', 'V1.0/Invoice/invoiceList'), InvoicePage).totalRecords).toBe(
      invoicesBefore + 100,
    );
    const billed = invoices.data.find((row) => row.order?.number === 'SO-1000003');
    expect(billed).toMatchObject({ po: 'NW-LG-000003', invoiceTypeName: 'Invoice' });
  });

  it("should read a page of the order and invoice lists along an index in the lists' orders, without sorting", async () => {
    const { db } = subject().database;
    const company = demoCompanies.northwind.id;
    // With sorting priced out, a plan that cannot take the rows in the list's order from an index still sorts.
    const plan = (query: Parameters<typeof sql>[1]) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_sort = off`);
        await tx.execute(sql`set local enable_incremental_sort = off`);
        const result = (await tx.execute(sql`explain ${query}`)) as unknown as {
          rows: { 'QUERY PLAN': string }[];
        };
        return result.rows.map((row) => row['QUERY PLAN']).join('\n');
      });
    const ownOrders = await plan(
      db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.companyId, company), eq(orders.userId, demoUsers.buyer.id)))
        .orderBy(...orderListOrder)
        .limit(20),
    );
    expect(ownOrders).toMatch(/Index (Only )?Scan Backward using orders_company(_user)?_created_idx/);
    expect(ownOrders).not.toMatch(/Sort/);
    const companyOrders = await plan(
      db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.companyId, company))
        .orderBy(...orderListOrder)
        .limit(20),
    );
    expect(companyOrders).toMatch(/Index (Only )?Scan Backward using orders_company_created_idx/);
    expect(companyOrders).not.toMatch(/Sort/);
    const companyInvoices = await plan(
      db
        .select({ id: invoices.id })
        .from(invoices)
        .where(eq(invoices.companyId, company))
        .orderBy(...invoiceListOrder)
        .limit(20),
    );
    expect(companyInvoices).toMatch(/Index (Only )?Scan Backward using invoices_company_date_idx/);
    expect(companyInvoices).not.toMatch(/Sort/);
    // Account Overview's unpaid invoices, oldest due first: one status of the company, read forwards.
    const dueInvoices = await plan(
      db
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.companyId, company), eq(invoices.status, 0)))
        .orderBy(...invoiceDueOrder)
        .limit(5),
    );
    expect(dueInvoices).toMatch(/Index (Only )?Scan using invoices_company_status_due_idx/);
    expect(dueInvoices).not.toMatch(/Sort/);
    // The tile's open invoices (Unpaid and Partially Paid, the list's status filter -2), read forwards the same way.
    const openInvoices = await plan(
      db
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.companyId, company), statusCondition(INVOICE_STATUS_OPEN)))
        .orderBy(...invoiceDueOrder)
        .limit(5),
    );
    expect(openInvoices).toMatch(/Index (Only )?Scan using invoices_company_open_due_idx/);
    expect(openInvoices).not.toMatch(/Sort/);
  });
});
