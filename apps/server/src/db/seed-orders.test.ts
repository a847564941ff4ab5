import { describe, expect, it } from 'vitest';
import { orderHistory } from '../features/orders/history';
import { seededDatabaseForSuite } from '../test-support/seeded-database';
import { orders } from './schema';
import { demoOrders, stepTimes } from './seed-orders';

/**
 * The orders seed's line histories (new-user trial, session 33: SO-300008's "Line 1: New" was timed at 9:00,
 * before its "Order placed" at 14:10). Every seeded order's history, as its detail reads it, has each line's
 * statuses at or after the order was placed, each line's in the order it went through them.
 */
describe('orders seed', () => {
  const database = seededDatabaseForSuite();

  it("should time every seeded line's status history at or after its order's placing, step after step", async () => {
    const seeded = await database().db.select().from(orders);
    // The demo orders (with line histories) and the checkout seed's, at least.
    expect(seeded.length).toBeGreaterThanOrEqual(Object.keys(demoOrders).length);
    let statuses = 0;
    for (const order of seeded) {
      const history = await orderHistory(database().db, order);
      const placed = history.find((entry) => entry.kind === 'placed');
      expect(placed?.at, order.orderNumber).toBe(order.createdAt.toISOString());
      const lineSteps = history.filter((entry) => entry.kind === 'lineStatus');
      statuses += lineSteps.length;
      // Nothing of an order's history (its lines' statuses, its shipments, its files) before it was placed.
      for (const entry of history.filter((candidate) => candidate.kind !== 'placed')) {
        expect(
          entry.at >= (placed?.at ?? ''),
          `${order.orderNumber} ${entry.kind} line ${entry.lineNumber} ${entry.subject} at ${entry.at}, placed ${placed?.at}`,
        ).toBe(true);
      }
      for (const lineNumber of new Set(lineSteps.map((step) => step.lineNumber))) {
        const times = lineSteps.filter((step) => step.lineNumber === lineNumber).map((step) => step.at);
        expect(new Set(times).size, `${order.orderNumber} line ${lineNumber}`).toBe(times.length);
      }
    }
    expect(statuses).toBeGreaterThan(0);
  });

  it('should make a line New when its order is placed, and keep the later days at their hour', () => {
    const at = (times: ReturnType<typeof stepTimes>) => times.map(([, time]) => time.toISOString());
    expect(
      at(
        stepTimes('2026-11-02T14:10:00Z', [
          ['New', '2026-11-02'],
          ['Booked', '2026-11-02'],
          ['Shipped', '2026-11-09'],
        ]),
      ),
    ).toEqual(['2026-11-02T14:10:00.000Z', '2026-11-02T15:10:00.000Z', '2026-11-09T11:00:00.000Z']);
    expect(at(stepTimes('2026-11-08T08:00:00Z', [['New', '2026-11-08']]))).toEqual([
      '2026-11-08T09:00:00.000Z',
    ]);
  });
});
