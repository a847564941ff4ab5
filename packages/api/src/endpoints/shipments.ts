import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { OrderIdQuery } from '../schemas/orders';
import {
  OrderShipments,
  Shipment,
  ShipmentExportQuery,
  ShipmentIdQuery,
  ShipmentNotificationSubscriptions,
  SubscribeToAllOrdersBody,
  SubscribeToOrderAnswer,
  SubscribeToOrderBody,
} from '../schemas/shipments';
import { ORDER_READ_PERMISSION } from './orders';

const scope =
  "In the scope of the shipment's order (as the order calls): a shipment or order the caller may not see, another company's included, answers 404.";

/** Shipments of orders and the shipment notifications of one order (issue 17). */
export const shipmentEndpoints = {
  getShipmentDetailsBasedOnId: defineEndpoint({
    id: 'shipment.getShipmentDetailsBasedOnId',
    method: 'GET',
    path: 'v1.0/Shipment/getShipmentDetailsBasedOnId',
    access: 'user',
    permission: ORDER_READ_PERMISSION,
    query: ShipmentIdQuery,
    answer: Shipment,
    errors: { 404: ['ShipmentNotFound'] },
    summary: `A shipment: its containers with their items numbered 1…n across containers, and the distinct tracking list with carrier links. ${scope}`,
  }),
  exportShipment: defineEndpoint({
    id: 'shipment.export',
    method: 'GET',
    path: 'V1.0/Shipment/export',
    access: 'user',
    permission: ORDER_READ_PERMISSION,
    query: ShipmentExportQuery,
    answer: z.unknown(),
    answerKind: 'file',
    errors: { 404: ['ShipmentNotFound'] },
    summary: `A shipment's items as an XLSX file, a row per item with its container's tracking number and link; forinternal=true adds the order number and each item's order line. ${scope}`,
  }),
  listOrderShipments: defineEndpoint({
    id: 'shipment.listForOrder',
    method: 'GET',
    path: 'v1.0/Shipment/listForOrder',
    access: 'user',
    permission: ORDER_READ_PERMISSION,
    query: OrderIdQuery,
    answer: OrderShipments,
    errors: { 404: ['OrderNotFound'] },
    summary: `The shipments of an order, oldest first, with the lines each carries, and whether the caller is subscribed to its shipment notifications. ${scope}`,
  }),
  setSubscribeToOrder: defineEndpoint({
    id: 'order.setSubscribeToOrder',
    method: 'POST',
    path: 'v1.0/Order/setSubscribeToOrder',
    access: 'user',
    permission: ORDER_READ_PERMISSION,
    body: SubscribeToOrderBody,
    answer: SubscribeToOrderAnswer,
    errors: { 404: ['OrderNotFound'] },
    summary: `Subscribes the caller to the shipment notifications of one order (a mail when a shipment is made) or unsubscribes; repeating either changes nothing. ${scope}`,
  }),
  listUserShipmentNotificationSubscriptions: defineEndpoint({
    id: 'order.listUserShipmentNoficationSubscriptions',
    method: 'GET',
    path: 'v1.0/Order/listUserShipmentNoficationSubscriptions',
    access: 'user',
    permission: ORDER_READ_PERMISSION,
    answer: ShipmentNotificationSubscriptions,
    summary:
      "The caller's shipment notifications (002 §3): whether they get the mail of every order (all orders), and the orders they subscribed to one by one, newest first.",
  }),
  setSubscribeToAllOrders: defineEndpoint({
    id: 'order.SetSubscribeToAllOrders',
    method: 'POST',
    path: 'v1.0/Order/SetSubscribeToAllOrders',
    access: 'user',
    permission: ORDER_READ_PERMISSION,
    body: SubscribeToAllOrdersBody,
    answer: ShipmentNotificationSubscriptions,
    summary:
      "Subscribes the caller to the shipment mail of every order of their company they may see (the orders they placed; all the company's with viewAllOrders), or ends that; the one-order subscriptions stay. Repeating either changes nothing.",
  }),
  unsubscribeAllShipmentNotifications: defineEndpoint({
    id: 'order.unsubscribeAllShipmentNotifications',
    method: 'POST',
    path: 'v1.0/Order/unsubscribeAllShipmentNotifications',
    access: 'user',
    permission: ORDER_READ_PERMISSION,
    answer: ShipmentNotificationSubscriptions,
    summary:
      "Off for all (002 §3): ends the caller's all-orders subscription and every one-order subscription; answers the now empty settings.",
  }),
} as const;
