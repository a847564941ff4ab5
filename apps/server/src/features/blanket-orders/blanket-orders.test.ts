import {
  ActiveBlanketOrders,
  BlanketOrder,
  BlanketOrderPage,
  Order,
  OrderPage,
  Problem,
  WorkflowConfirmation,
  WorkflowPageLoadAnswer,
} from '@b2b-portal/api';
import { subtractMoney, sumMoney } from '@b2b-portal/flows/rules';
import { inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { orders, userPermissions } from '../../db/schema';
import { demoBlanketOrders } from '../../db/seed-blanket-orders';
import { demoOrders } from '../../db/seed-orders';
import { describeOnBothEngines, type EngineSubject } from '../../test-support/engines';
import { demoUsers } from '../../testing';
import type { Answer, Caller } from '../cart/testing';
import { netTermsBody } from '../checkout/testing';

/**
 * Blanket purchase orders (issue 17): the list by status, the detail with its orders by category, the company
 * scope (another company's blanket PO answers 404), the permission, checkout's active ones, and an order placed
 * against one raising its total to date. The same scenario runs on PGlite and on PostgreSQL.
 */

type Subject = EngineSubject;

function ok<T>(answer: Answer, schema: { parse(value: unknown): T }): T {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return schema.parse(answer.body);
}

const network = demoBlanketOrders['northwind-network'];
const small = demoBlanketOrders['northwind-small'];
const expired = demoBlanketOrders['northwind-expired'];
const contoso = demoBlanketOrders['contoso-stores'];

function blanketScenario(subject: () => Subject) {
  const buyer = () => subject().as(demoUsers.buyer.username);
  const list = async (caller: Caller, json: Record<string, unknown> = {}) =>
    ok(await caller('POST', 'v1.0/BlanketOrder/list', { json }), BlanketOrderPage);
  const get = async (caller: Caller, id: string) =>
    ok(await caller('GET', 'V1.0/BlanketOrder/get', { query: { id } }), BlanketOrder);
  const grandTotals = async (keys: (keyof typeof demoOrders)[]) => {
    const rows = await subject()
      .database.db.select({ id: orders.id, grandTotal: orders.grandTotal })
      .from(orders)
      .where(
        inArray(
          orders.id,
          keys.map((key) => demoOrders[key].id),
        ),
      );
    return sumMoney(rows.map((row) => row.grandTotal));
  };

  it('should refuse the blanket PO pages to a user without viewStorefrontBlanketOrders', async () => {
    const me = await buyer();
    expect((await me('POST', 'v1.0/BlanketOrder/list', { json: {} })).status).toBe(403);
    expect((await me('GET', 'V1.0/BlanketOrder/get', { query: { id: network.id } })).status).toBe(403);
  });

  it('should list the company’s blanket POs by status with exact totals to date, cancelled orders left out', async () => {
    await subject()
      .database.db.insert(userPermissions)
      .values({ userId: demoUsers.buyer.id, permission: 'viewStorefrontBlanketOrders' });
    const me = await buyer();
    const all = await list(me);
    expect(all).toMatchObject({ start: 1, size: 10, sortBy: 0, totalRecords: 3, records: 3 });
    expect(all.data.map((row) => row.number).sort()).toEqual(
      [network.number, small.number, expired.number].sort(),
    );
    const active = await list(me, { status: 1 });
    expect(active.data.map((row) => row.number).sort()).toEqual([network.number, small.number].sort());
    expect(active.data.every((row) => row.statusName === 'Active')).toBe(true);
    const past = await list(me, { status: 2 });
    expect(past.data.map((row) => [row.number, row.statusName])).toEqual([[expired.number, 'Expired']]);
    // A PO is issued before it starts (ISO dates compare as text), as the demo's read to a new user.
    for (const row of all.data) expect(row.issuedDate <= row.startDate, row.number).toBe(true);

    const row = all.data.find((entry) => entry.id === network.id);
    // radiology-refresh and from-quote count; the cancelled data-center order does not.
    const expected = await grandTotals(['radiology-refresh', 'from-quote']);
    expect(expected).not.toBe(
      await grandTotals(['radiology-refresh', 'from-quote', 'data-center-cancelled']),
    );
    expect(row).toMatchObject({
      amount: '250000.00',
      threshold: '200000.00',
      totalToDate: expected,
      remainingAmount: subtractMoney('250000.00', expected),
      thresholdReached: false,
    });
    expect((await list(me, { size: 2, start: 2 })).data).toHaveLength(1);
    expect((await list(me, { keyword: '2026-0' })).data.map((entry) => entry.number).sort()).toEqual(
      [network.number, small.number].sort(),
    );
    const bad = await me('POST', 'v1.0/BlanketOrder/list', { json: { status: 3 } });
    expect(bad.status).toBe(400);
    expect(Problem.parse(bad.body).code).toBe('ValidationFailed');
  });

  it('should show a blanket PO’s orders by blanket-PO order status with their grand totals', async () => {
    const me = await buyer();
    const detail = await get(me, network.id);
    expect(detail.number).toBe(network.number);
    expect(detail.orders.map((order) => order.orderNumber).sort()).toEqual(
      network.orders.map((key) => demoOrders[key].number).sort(),
    );
    expect(detail.categories.map((category) => [category.status, category.statusName])).toEqual([
      [6, 'Cancelled'],
      [102, 'Open'],
    ]);
    const open = detail.categories.find((category) => category.status === 102);
    expect(open?.orders.map((order) => order.id).sort()).toEqual(
      [demoOrders['radiology-refresh'].id, demoOrders['from-quote'].id].sort(),
    );
    expect(open?.grandTotal).toBe(await grandTotals(['radiology-refresh', 'from-quote']));
    expect(detail.categories[0]?.grandTotal).toBe(await grandTotals(['data-center-cancelled']));
    const closed = await get(me, expired.id);
    expect(closed.categories.map((category) => category.statusName)).toEqual(['Closed']);
    expect(closed.categories[0]?.status).toBe(104);
  });

  it('should answer 404 for another company’s blanket PO and 400 for an id that is not one', async () => {
    const me = await buyer();
    const other = await me('GET', 'V1.0/BlanketOrder/get', { query: { id: contoso.id } });
    expect(other.status).toBe(404);
    expect(Problem.parse(other.body)).toMatchObject({
      code: 'BlanketOrderNotFound',
      message: 'Result not found',
    });
    expect((await me('GET', 'V1.0/BlanketOrder/get', { query: { id: 'nope' } })).status).toBe(400);
    const theirs = await subject().as(demoUsers.contosoBuyer.username);
    // Contoso's buyer checks out: the active list holds Contoso's only.
    const active = ok(await theirs('GET', 'v1.0/order/getActiveBlanketOrders'), ActiveBlanketOrders);
    expect(active.blanketOrders.map((row) => row.number)).toEqual([contoso.number]);
  });

  it('should raise a blanket PO’s total to date by an order placed against it at checkout, and refuse an expired or foreign one', async () => {
    const me = await buyer();
    const active = ok(await me('GET', 'v1.0/order/getActiveBlanketOrders'), ActiveBlanketOrders);
    expect(active.blanketOrders.map((row) => row.number).sort()).toEqual(
      [network.number, small.number].sort(),
    );
    const before = active.blanketOrders.find((row) => row.id === small.id);
    expect(before).toMatchObject({
      totalToDate: '0.00',
      remainingAmount: '5000.00',
      thresholdReached: false,
    });

    const page = ok(await me('GET', 'V1.0/workflowrouting/WorkflowPageLoad'), WorkflowPageLoadAnswer);
    for (const id of [expired.id, contoso.id]) {
      const refused = await me('POST', 'v1.0/workflowrouting/submitWorkflow', {
        json: netTermsBody(page, { blanketOrderID: id }),
      });
      expect(refused.status).toBe(422);
      expect(Problem.parse(refused.body)).toMatchObject({
        code: 'BlanketOrderUnavailable',
        message: 'That blanket PO is not active. Please choose another.',
      });
    }
    const confirmation = ok(
      await me('POST', 'v1.0/workflowrouting/submitWorkflow', {
        json: netTermsBody(page, { title: 'Against the small blanket PO', blanketOrderID: small.id }),
      }),
      WorkflowConfirmation,
    );
    const after = await get(me, small.id);
    expect(after.totalToDate).toBe(page.lines.grandTotal);
    expect(after.remainingAmount).toBe(subtractMoney('5000.00', page.lines.grandTotal));
    expect(after.orders.map((order) => [order.id, order.statusName, order.grandTotal])).toEqual([
      [confirmation.documentID, 'Open', page.lines.grandTotal],
    ]);
    // The order names its blanket PO, and the detail links it.
    const placed = ok(
      await me('GET', 'v1.0/Order/GetOrderWithItemGroups', { query: { id: confirmation.documentID } }),
      Order,
    );
    expect(placed).toMatchObject({ blanketPo: small.number, blanketOrderID: small.id });
    const found = ok(
      await me('GET', 'v1.0/Order/SearchPage', { query: { blanketPo: small.number } }),
      OrderPage,
    );
    expect(found.data.map((row) => row.id)).toEqual([confirmation.documentID]);
  });
}

describeOnBothEngines('blanket purchase orders', blanketScenario);
