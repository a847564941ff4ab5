import { ShipmentNotificationSubscriptions, SubscribeToOrderAnswer } from '@b2b-portal/api';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { demoOrders } from '../../db/seed-orders';
import { describeOnBothEngines, type EngineSubject } from '../../test-support/engines';
import { demoUsers } from '../../testing';
import type { Answer, Caller } from '../cart/testing';
import { runOrderDesk, startOrderDesk } from './order-desk';

/**
 * Shipment notifications of 002 §3 ("all orders, one order, none"): the all-orders subscription mails a user every
 * shipment of an order they may see (placed it, or viewAllOrders / a super permission), never another company's,
 * once even when also subscribed to the order; "off for all" ends both kinds.
 */

function ok<T>(answer: Answer, schema: { parse(value: unknown): T }): T {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return schema.parse(answer.body);
}

const order = demoOrders['from-requisition'];

function notificationScenario(subject: () => EngineSubject) {
  const settings = async (caller: Caller) =>
    ok(
      await caller('GET', 'v1.0/Order/listUserShipmentNoficationSubscriptions'),
      ShipmentNotificationSubscriptions,
    );
  const all = async (caller: Caller, subscribe: boolean) =>
    ok(
      await caller('POST', 'v1.0/Order/SetSubscribeToAllOrders', { json: { subscribe } }),
      ShipmentNotificationSubscriptions,
    );

  it('should keep all orders and one order apart, and mail every shipment the subscriber may see once', async () => {
    const buyer = await subject().as(demoUsers.buyer.username);
    expect(await settings(buyer)).toEqual({ allOrders: false, orders: [] });
    expect(await all(buyer, true)).toEqual({ allOrders: true, orders: [] });
    expect(await all(buyer, true)).toEqual({ allOrders: true, orders: [] });
    ok(
      await buyer('POST', 'v1.0/Order/setSubscribeToOrder', { json: { orderID: order.id, subscribe: true } }),
      SubscribeToOrderAnswer,
    );
    expect(await settings(buyer)).toEqual({
      allOrders: true,
      orders: [{ orderID: order.id, orderNumber: order.number, title: expect.any(String) }],
    });
    // The administrator sees every order of Northwind; buyer2 only their own; Contoso's buyer none of Northwind's.
    for (const user of [demoUsers.admin, demoUsers.buyer2, demoUsers.contosoBuyer]) {
      expect((await all(await subject().as(user.username), true)).allOrders).toBe(true);
    }

    await startOrderDesk(subject().database.db, order.number);
    await runOrderDesk(subject().database.db, { stepSeconds: 0 });
    const mails = await subject()
      .database.db.select({ to: mailOutbox.to })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'shipment.created'));
    expect(mails.map((mail) => mail.to[0]).sort()).toEqual(
      [demoUsers.admin.username, demoUsers.buyer.username].sort(),
    );
  });

  it('should end both kinds with off for all, and only the caller’s', async () => {
    const buyer = await subject().as(demoUsers.buyer.username);
    const off = ok(
      await buyer('POST', 'v1.0/Order/unsubscribeAllShipmentNotifications'),
      ShipmentNotificationSubscriptions,
    );
    expect(off).toEqual({ allOrders: false, orders: [] });
    expect(await settings(buyer)).toEqual({ allOrders: false, orders: [] });
    expect((await settings(await subject().as(demoUsers.admin.username))).allOrders).toBe(true);
    expect(await all(await subject().as(demoUsers.admin.username), false)).toEqual({
      allOrders: false,
      orders: [],
    });
  });
}

describeOnBothEngines('shipment notifications', notificationScenario, {
  env: { ORDER_DESK_STEP_SECONDS: '0' },
});
