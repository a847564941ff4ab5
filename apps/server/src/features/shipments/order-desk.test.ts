import { WorkflowConfirmation, WorkflowPageLoadAnswer } from '@b2b-portal/api';
import { and, asc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { jobs, orderLineStatusHistory, orderLines, products } from '../../db/schema';
import { demoOrders } from '../../db/seed-orders';
import { describeOnBothEngines, type EngineSubject } from '../../test-support/engines';
import { demoUsers } from '../../testing';
import type { Answer } from '../cart/testing';
import { netTermsBody } from '../checkout/testing';
import { BACK_ORDER_COMMENT, canFillLine, ORDER_DESK_JOB, runOrderDesk, startOrderDesk } from './order-desk';

/**
 * The order desk sandbox on its own (issue 17): checkout starts it on the order it places (ORDER_DESK_AUTOSTART=on,
 * the default; off leaves the order as placed), and the BackOrder rule of README.md: at the Scheduled move a line of
 * a withdrawn product or over ORDER_DESK_FILL_LIMIT goes BackOrder and stays there while the others ship.
 */

function ok<T>(answer: Answer, schema: { parse(value: unknown): T }): T {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return schema.parse(answer.body);
}

async function placeOrder(subject: EngineSubject): Promise<WorkflowConfirmation> {
  const buyer = await subject.as(demoUsers.buyer.username);
  const page = ok(await buyer('GET', 'V1.0/workflowrouting/WorkflowPageLoad'), WorkflowPageLoadAnswer);
  return ok(
    await buyer('POST', 'v1.0/workflowrouting/submitWorkflow', {
      json: netTermsBody(page, { title: 'Order desk autostart' }),
    }),
    WorkflowConfirmation,
  );
}

const statuses = async (subject: EngineSubject, orderId: string) =>
  (
    await subject.database.db
      .select({ n: orderLines.lineNumber, status: orderLines.status })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.lineNumber))
  ).map((line) => `${line.n}:${line.status}`);

it('should fill a line of an available product within the limit, and a custom line', () => {
  expect(canFillLine({ quantity: 100, productId: 'p' }, true, 100)).toBe(true);
  expect(canFillLine({ quantity: 101, productId: 'p' }, true, 100)).toBe(false);
  expect(canFillLine({ quantity: 1, productId: 'p' }, false, 100)).toBe(false);
  expect(canFillLine({ quantity: 1, productId: null }, false, 100)).toBe(true);
});

describeOnBothEngines(
  'order desk sandbox, started by checkout',
  (engine) => {
    it('should start moving an order as soon as checkout places it, and ship it', async () => {
      const confirmation = await placeOrder(engine());
      const queued = await engine().database.db.select().from(jobs).where(eq(jobs.kind, ORDER_DESK_JOB));
      expect(queued.map((job) => job.payload)).toEqual([{ orderId: confirmation.documentID }]);
      await runOrderDesk(engine().database.db, { stepSeconds: 0 });
      const moved = await statuses(engine(), confirmation.documentID);
      expect(moved.length).toBeGreaterThan(0);
      expect(moved.every((line) => line.endsWith(':Shipped'))).toBe(true);
    });

    it('should put on BackOrder the lines it cannot fill and ship the others', async () => {
      const { db } = engine().database;
      const order = demoOrders['admin-spares'];
      const [first] = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
      if (!first?.productId) throw new Error('seed line missing');
      const { id: _id, ...copy } = first;
      // Line 2: over the fill limit of 100. Line 3: a product the reseller has withdrawn.
      const [withdrawn] = await db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.available, true))
        .limit(2)
        .then((rows) => rows.filter((row) => row.id !== first.productId));
      if (!withdrawn) throw new Error('no second product');
      await db.update(products).set({ available: false }).where(eq(products.id, withdrawn.id));
      await db.insert(orderLines).values([
        { ...copy, lineNumber: 2, quantity: 101 },
        { ...copy, lineNumber: 3, productId: withdrawn.id, quantity: 1 },
      ]);
      await startOrderDesk(db, order.number);
      await runOrderDesk(db, { stepSeconds: 0 });
      expect(await statuses(engine(), order.id)).toEqual(['1:Shipped', '2:BackOrder', '3:BackOrder']);
      const [backOrdered] = await db
        .select({ id: orderLines.id })
        .from(orderLines)
        .where(and(eq(orderLines.orderId, order.id), eq(orderLines.lineNumber, 2)));
      const history = await db
        .select({ status: orderLineStatusHistory.status, comment: orderLineStatusHistory.comment })
        .from(orderLineStatusHistory)
        .where(eq(orderLineStatusHistory.orderLineId, backOrdered?.id ?? ''))
        .orderBy(asc(orderLineStatusHistory.changedAt));
      expect(history.at(-1)).toEqual({ status: 'BackOrder', comment: BACK_ORDER_COMMENT });
      // Nothing more is due: the BackOrder lines wait.
      expect(await runOrderDesk(db, { stepSeconds: 0 })).toEqual({ done: 0, failed: 0, dead: 0 });
    });
  },
  { env: { ORDER_DESK_STEP_SECONDS: '0' } },
);

describeOnBothEngines(
  'order desk sandbox, not started by checkout',
  (engine) => {
    it('should leave a placed order as placed with ORDER_DESK_AUTOSTART=off', async () => {
      const confirmation = await placeOrder(engine());
      expect(await engine().database.db.select().from(jobs).where(eq(jobs.kind, ORDER_DESK_JOB))).toEqual([]);
      const placed = await statuses(engine(), confirmation.documentID);
      expect(placed.every((line) => line.endsWith(':New'))).toBe(true);
    });
  },
  { env: { ORDER_DESK_AUTOSTART: 'off' } },
);
