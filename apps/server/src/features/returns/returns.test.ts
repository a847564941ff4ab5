import { OrderReturns, ReturnRequest } from '@b2b-portal/api';
import { formatMoney } from '@b2b-portal/ui/format';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { companyAffiliations, jobs, mailOutbox, returnRequests, userPermissions } from '../../db/schema';
import { demoOrders } from '../../db/seed-orders';
import { describeOnBothEngines, type EngineSubject } from '../../test-support/engines';
import { demoCompanies, demoUsers } from '../../testing';
import type { Answer, Caller } from '../cart/testing';
import { runOrderDesk } from '../shipments/order-desk';
import { RETURN_DESK_JOB } from './return-desk';

/**
 * Return requests (issue 17): only shipped lines, at most the line's quantity less earlier requests, a reason, the
 * 20% restocking fee in exact money, the order's scope (404 for another company's order, 403 for an affiliated
 * company's), and the order desk sandbox moving a request Requested → Approved → Received → Credited as jobs.
 * The seeded order 'radiology-refresh' has line 1 (2 × C9300-48P-A) and line 2 (4 × SFP-10G-SR) Shipped and line
 * 3 on BackOrder. The same scenario runs on PGlite and on PostgreSQL.
 */

const order = demoOrders['radiology-refresh'];

function ok<T>(answer: Answer, schema: { parse(value: unknown): T }): T {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return schema.parse(answer.body);
}

function returnScenario(subject: () => EngineSubject) {
  const db = () => subject().database.db;
  const create = (caller: Caller, json: Record<string, unknown>) =>
    caller('POST', 'v1.0/Order/createReturn', { json: { orderID: order.id, ...json } });
  const list = async (caller: Caller, id = order.id) =>
    ok(await caller('GET', 'v1.0/Order/listReturns', { query: { id } }), OrderReturns);

  it('should offer only the shipped lines, and refuse a line not shipped, too many and no reason', async () => {
    const buyer = await subject().as(demoUsers.buyer.username);
    const before = await list(buyer);
    expect(before.mayRequest).toBe(true);
    expect(before.returns).toEqual([]);
    expect(before.lines.map((line) => [line.lineNumber, line.returnable])).toEqual([
      [1, 2],
      [2, 4],
    ]);
    const notShipped = await create(buyer, { lineNumber: 3, quantity: 1, reason: 'Wrong model' });
    expect(notShipped.status).toBe(422);
    expect(notShipped.body).toMatchObject({
      code: 'ReturnNotShipped',
      message: 'Only shipped lines can be returned.',
    });
    const tooMany = await create(buyer, { lineNumber: 1, quantity: 3, reason: 'Damaged' });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body).toMatchObject({
      code: 'ReturnQuantityTooLarge',
      message: 'At most 2 of this line can be returned.',
    });
    const noReason = await create(buyer, { lineNumber: 1, quantity: 1, reason: '   ' });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body)).toContain('Please give a reason for the return.');
    const zero = await create(buyer, { lineNumber: 1, quantity: 0, reason: 'Damaged' });
    expect(zero.status).toBe(400);
    expect(JSON.stringify(zero.body)).toContain('Enter a whole quantity of 1 or more.');
    expect((await create(buyer, { lineNumber: 99, quantity: 1, reason: 'Damaged' })).status).toBe(404);
    expect(await db().select().from(returnRequests)).toEqual([]);
  });

  it('should keep a request with the order, the 20% fee exact, and count it against the line', async () => {
    const buyer = await subject().as(demoUsers.buyer.username);
    const made = ok(
      await create(buyer, { lineNumber: 1, quantity: 1, reason: '  Arrived with a cracked faceplate ' }),
      ReturnRequest,
    );
    const unitPrice = made.unitPrice;
    expect(made).toMatchObject({
      number: 'RMA-800001',
      orderID: order.id,
      lineNumber: 1,
      manufacturerPart: 'C9300-48P-A',
      quantity: 1,
      reason: 'Arrived with a cracked faceplate',
      status: 'Requested',
      statusName: 'Requested',
      value: unitPrice,
      requestedBy: `${demoUsers.buyer.firstName} ${demoUsers.buyer.lastName}`,
    });
    // 20% of the value, half-up to the cent, in cents arithmetic; the credit is the rest.
    const cents = BigInt(unitPrice.replace('.', ''));
    const fee = (cents * 20n + 50n) / 100n;
    const asMoney = (value: bigint) => `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;
    expect(made.restockingFee).toBe(asMoney(fee));
    expect(made.credit).toBe(asMoney(cents - fee));
    // The second of line 1 may still go back; a request for 2 more may not.
    const after = await list(buyer);
    expect(after.returns.map((entry) => entry.number)).toEqual(['RMA-800001']);
    expect(after.lines.map((line) => [line.lineNumber, line.returnable])).toEqual([
      [1, 1],
      [2, 4],
    ]);
    expect((await create(buyer, { lineNumber: 1, quantity: 2, reason: 'Damaged' })).status).toBe(422);
    const last = ok(await create(buyer, { lineNumber: 1, quantity: 1, reason: 'Not needed' }), ReturnRequest);
    expect(last.number).toBe('RMA-800002');
    expect((await list(buyer)).lines.map((line) => line.lineNumber)).toEqual([2]);
    // The sandbox will move each request on: one job each.
    expect(await db().select().from(jobs).where(eq(jobs.kind, RETURN_DESK_JOB))).toHaveLength(2);
  });

  it('should answer 404 for another company’s order and 403 for an affiliated company’s', async () => {
    const contoso = await subject().as(demoUsers.contosoBuyer.username);
    expect((await create(contoso, { lineNumber: 2, quantity: 1, reason: 'Damaged' })).status).toBe(404);
    expect((await contoso('GET', 'v1.0/Order/listReturns', { query: { id: order.id } })).status).toBe(404);
    // buyer2 of Northwind did not place the order and may not see it.
    const buyer2 = await subject().as(demoUsers.buyer2.username);
    expect((await create(buyer2, { lineNumber: 2, quantity: 1, reason: 'Damaged' })).status).toBe(404);
    // A Northwind reader of Contoso's orders (affiliatedOrders) sees them but may not return from them.
    await db()
      .insert(companyAffiliations)
      .values({ companyId: demoCompanies.northwind.id, affiliatedCompanyId: demoCompanies.contoso.id });
    await db().insert(userPermissions).values({ userId: demoUsers.buyer.id, permission: 'affiliatedOrders' });
    const buyer = await subject().as(demoUsers.buyer.username);
    const contosoOrder = demoOrders['store-12-open'];
    const read = await list(buyer, contosoOrder.id);
    expect(read.mayRequest).toBe(false);
    const refused = await buyer('POST', 'v1.0/Order/createReturn', {
      json: { orderID: contosoOrder.id, lineNumber: 1, quantity: 1, reason: 'Damaged' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'ReturnNotYourCompany' });
    expect(
      await db().select().from(returnRequests).where(eq(returnRequests.orderId, contosoOrder.id)),
    ).toEqual([]);
    await db()
      .delete(userPermissions)
      .where(
        and(
          eq(userPermissions.userId, demoUsers.buyer.id),
          eq(userPermissions.permission, 'affiliatedOrders'),
        ),
      );
  });

  it('should move a request Requested → Approved → Received → Credited as jobs of the order desk', async () => {
    const statuses = async () =>
      (await db().select().from(returnRequests).where(eq(returnRequests.orderId, order.id)))
        .map((row) => `${row.number}:${row.status}`)
        .sort();
    // Each run takes the due moves and the next ones (due at once with a step of 0 s).
    await runOrderDesk(db(), { stepSeconds: 0 });
    expect(await statuses()).toEqual(['RMA-800001:Credited', 'RMA-800002:Credited']);
    const buyer = await subject().as(demoUsers.buyer.username);
    const credited = (await list(buyer)).returns;
    expect(credited.map((entry) => entry.statusName)).toEqual(['Credited', 'Credited']);
    // Each credit is a credit memo of its own, numbered, and its requester is told the amount and the fee.
    const memos = credited.map((entry) => entry.creditMemoNumber).sort();
    expect(memos).toEqual(['CM-900001', 'CM-900002']);
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'return.credited'));
    expect(mails).toHaveLength(2);
    const first = credited[0];
    const mail = mails.find((row) => row.subject.includes(first?.number ?? '?'));
    expect(mail?.to).toEqual([demoUsers.buyer.username]);
    expect(mail?.subject).toBe(`Return ${first?.number} credited: credit memo ${first?.creditMemoNumber}`);
    expect(mail?.text).toContain(
      `Credit memo ${first?.creditMemoNumber}: ${formatMoney(first?.credit ?? '')} credited to your account (${formatMoney(first?.restockingFee ?? '')} restocking fee withheld).`,
    );
    expect(mail?.text).toContain(`/#/order?id=${order.id}`);
    // Nothing more to do once credited.
    expect(await runOrderDesk(db(), { stepSeconds: 0 })).toEqual({ done: 0, failed: 0, dead: 0 });
  });
}

describeOnBothEngines('return requests', returnScenario, { env: { ORDER_DESK_STEP_SECONDS: '0' } });
