import type { OrderShipments, Shipment, ShipmentNotificationSubscriptions } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { numberContainerItems, trackingList } from '@b2b-portal/flows/rules';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  orders,
  shipmentAllOrdersSubscriptions,
  shipmentContainerItems,
  shipmentContainers,
  shipmentSubscriptions,
  shipments,
} from '../../db/schema';
import type { Principal } from '../../http/context';
import { Problems } from '../../http/problem';
import { findVisibleOrder, orderScope } from '../orders/store';
import { companyOf } from '../quotes/store';

/**
 * Shipments as the portal reads them (001 §3 "Shipment"), in the scope of their order (orders/store.ts
 * `orderScope`): a shipment of an order the caller may not see answers 404, another company's included.
 */

export const shipmentNotFound = () =>
  Problems.notFound('ShipmentNotFound', formatMessage('Shipment.NotFound'));

type ShipmentRow = typeof shipments.$inferSelect;

async function containersOf(db: Executor, shipmentIds: string[]) {
  if (shipmentIds.length === 0) return [];
  const containers = await db
    .select()
    .from(shipmentContainers)
    .where(inArray(shipmentContainers.shipmentId, shipmentIds))
    .orderBy(asc(shipmentContainers.shipmentId), asc(shipmentContainers.position));
  const items =
    containers.length === 0
      ? []
      : await db
          .select()
          .from(shipmentContainerItems)
          .where(
            inArray(
              shipmentContainerItems.containerId,
              containers.map((container) => container.id),
            ),
          )
          .orderBy(asc(shipmentContainerItems.position));
  return containers.map((container) => ({
    shipmentId: container.shipmentId,
    trackingNumber: container.trackingNumber,
    trackingUrl: container.trackingUrl,
    items: items
      .filter((item) => item.containerId === container.id)
      .map((item) => ({
        lineNumber: item.lineNumber,
        manufacturerPart: item.manufacturerPart,
        description: item.description,
        quantity: item.quantity,
        serialNumbers: item.serialNumbers,
      })),
  }));
}

/** The shipment with its order if the caller may see the order; 404 otherwise. */
export async function findVisibleShipment(
  db: Executor,
  principal: Principal,
  id: string,
): Promise<{ shipment: ShipmentRow; order: typeof orders.$inferSelect }> {
  const [row] = await db
    .select({ shipment: shipments, order: orders })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(and(eq(shipments.id, id), orderScope(principal)))
    .limit(1);
  if (!row) throw shipmentNotFound();
  return row;
}

/** The detail answer: containers with items numbered 1…n across them, and the distinct tracking list. */
export async function shipmentDetail(
  db: Executor,
  { shipment, order }: Awaited<ReturnType<typeof findVisibleShipment>>,
): Promise<Shipment> {
  const containers = numberContainerItems(await containersOf(db, [shipment.id])).map(
    ({ shipmentId: _shipment, ...container }) => container,
  );
  return {
    id: shipment.id,
    number: shipment.number,
    orderID: order.id,
    orderNumber: order.orderNumber,
    carrier: shipment.carrier,
    shipDate: shipment.shipDate,
    shipToName: order.shipTo.name ?? '',
    containers,
    tracking: trackingList(containers),
  };
}

/** The shipments of a visible order, oldest first, and the caller's subscription. */
export async function orderShipments(
  db: Executor,
  principal: Principal,
  orderId: string,
): Promise<OrderShipments> {
  const order = await findVisibleOrder(db, principal, orderId);
  const rows = await db
    .select()
    .from(shipments)
    .where(eq(shipments.orderId, order.id))
    .orderBy(asc(shipments.createdAt), asc(shipments.number));
  const containers = await containersOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    subscribed: await isSubscribed(db, principal.userId, order.id),
    shipments: rows.map((row) => {
      const own = containers.filter((container) => container.shipmentId === row.id);
      return {
        id: row.id,
        number: row.number,
        carrier: row.carrier,
        shipDate: row.shipDate,
        lineNumbers: [
          ...new Set(own.flatMap((container) => container.items.map((item) => item.lineNumber))),
        ].sort((a, b) => a - b),
        tracking: trackingList(own),
      };
    }),
  };
}

async function isSubscribed(db: Executor, userId: string, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: shipmentSubscriptions.userId })
    .from(shipmentSubscriptions)
    .where(and(eq(shipmentSubscriptions.userId, userId), eq(shipmentSubscriptions.orderId, orderId)));
  return Boolean(row);
}

/** Subscribes the caller to a visible order's shipment mail, or unsubscribes; idempotent. */
export async function setOrderSubscription(
  db: Executor,
  principal: Principal,
  orderId: string,
  subscribe: boolean,
): Promise<{ subscribed: boolean }> {
  const order = await findVisibleOrder(db, principal, orderId);
  if (subscribe) {
    await db
      .insert(shipmentSubscriptions)
      .values({ userId: principal.userId, orderId: order.id })
      .onConflictDoNothing();
  } else {
    await db
      .delete(shipmentSubscriptions)
      .where(
        and(eq(shipmentSubscriptions.userId, principal.userId), eq(shipmentSubscriptions.orderId, order.id)),
      );
  }
  return { subscribed: subscribe };
}

/** The caller's shipment notifications (002 §3): all orders, and the one-order ones of orders they still see. */
export async function notificationSubscriptions(
  db: Executor,
  principal: Principal,
): Promise<ShipmentNotificationSubscriptions> {
  const [all] = await db
    .select({ userId: shipmentAllOrdersSubscriptions.userId })
    .from(shipmentAllOrdersSubscriptions)
    .where(eq(shipmentAllOrdersSubscriptions.userId, principal.userId));
  const rows = await db
    .select({ orderID: orders.id, orderNumber: orders.orderNumber, title: orders.title })
    .from(shipmentSubscriptions)
    .innerJoin(orders, eq(orders.id, shipmentSubscriptions.orderId))
    .where(and(eq(shipmentSubscriptions.userId, principal.userId), orderScope(principal)))
    .orderBy(desc(shipmentSubscriptions.createdAt), asc(orders.orderNumber));
  return { allOrders: Boolean(all), orders: rows };
}

/** Subscribes the caller to the shipment mail of every order they may see, or ends that; idempotent. */
export async function setAllOrdersSubscription(
  db: Executor,
  principal: Principal,
  subscribe: boolean,
): Promise<ShipmentNotificationSubscriptions> {
  if (subscribe) {
    await db
      .insert(shipmentAllOrdersSubscriptions)
      .values({ userId: principal.userId, companyId: companyOf(principal) })
      .onConflictDoNothing();
  } else {
    await db
      .delete(shipmentAllOrdersSubscriptions)
      .where(eq(shipmentAllOrdersSubscriptions.userId, principal.userId));
  }
  return notificationSubscriptions(db, principal);
}

/** Off for all: no all-orders subscription and no one-order ones. */
export async function unsubscribeAll(
  db: Executor,
  principal: Principal,
): Promise<ShipmentNotificationSubscriptions> {
  await db
    .delete(shipmentAllOrdersSubscriptions)
    .where(eq(shipmentAllOrdersSubscriptions.userId, principal.userId));
  await db.delete(shipmentSubscriptions).where(eq(shipmentSubscriptions.userId, principal.userId));
  return notificationSubscriptions(db, principal);
}
