import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { OrderIdQuery } from '../schemas/orders';
import {
  OrderShipments,
  Shipment,
  ShipmentExportQuery,
  ShipmentIdQuery,
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
} as const;
