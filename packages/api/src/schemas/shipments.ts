import * as z from 'zod/mini';
import { Guid } from './common';

/**
 * Shipments (001 §2 /shipment?number=&id=; §3 "Shipment"; §7 "Shipments") and the shipment notifications of one
 * order (002 §3 setSubscribeToOrder). The reseller's order system makes shipments; the portal reads them in the
 * scope of the order they belong to (an order the caller may not see, another company's included, answers 404).
 */

export const ShipmentIdQuery = z.object({ id: Guid });
export type ShipmentIdQuery = z.input<typeof ShipmentIdQuery>;

/** The export of a shipment; `forinternal` 'true' adds the order number and each item's order line. */
export const ShipmentExportQuery = z.object({ id: Guid, forinternal: z._default(z.stringbool(), false) });
export type ShipmentExportQuery = z.input<typeof ShipmentExportQuery>;

/** An item in a container; `indexNumber` runs from 1 across all the shipment's containers. */
export const ShipmentItem = z.object({
  indexNumber: z.number(),
  lineNumber: z.number(),
  manufacturerPart: z.string(),
  description: z.string(),
  quantity: z.number(),
  serialNumbers: z.array(z.string()),
});
export type ShipmentItem = z.infer<typeof ShipmentItem>;

/** A tracking number ('Not Available' when the carrier gave none) and the carrier's tracking link ('' when none). */
export const ShipmentTracking = z.object({ trackingNumber: z.string(), trackingUrl: z.string() });
export type ShipmentTracking = z.infer<typeof ShipmentTracking>;

export const ShipmentContainer = z.object({
  ...ShipmentTracking.shape,
  items: z.array(ShipmentItem),
});
export type ShipmentContainer = z.infer<typeof ShipmentContainer>;

/** A shipment with its containers and the distinct tracking list (one 'Not Available' at most). */
export const Shipment = z.object({
  id: z.string(),
  number: z.string(),
  orderID: z.string(),
  orderNumber: z.string(),
  carrier: z.string(),
  /** ISO date (yyyy-mm-dd). */
  shipDate: z.string(),
  shipToName: z.string(),
  containers: z.array(ShipmentContainer),
  tracking: z.array(ShipmentTracking),
});
export type Shipment = z.infer<typeof Shipment>;

/** A shipment as the order detail lists it: which lines it carries. */
export const ShipmentSummary = z.object({
  id: z.string(),
  number: z.string(),
  carrier: z.string(),
  shipDate: z.string(),
  lineNumbers: z.array(z.number()),
  tracking: z.array(ShipmentTracking),
});
export type ShipmentSummary = z.infer<typeof ShipmentSummary>;

/** The shipments of an order, oldest first, and whether the caller gets mail when one is made. */
export const OrderShipments = z.object({
  subscribed: z.boolean(),
  shipments: z.array(ShipmentSummary),
});
export type OrderShipments = z.infer<typeof OrderShipments>;

export const SubscribeToOrderBody = z.object({ orderID: Guid, subscribe: z.boolean() });
export type SubscribeToOrderBody = z.input<typeof SubscribeToOrderBody>;

export const SubscribeToOrderAnswer = z.object({ subscribed: z.boolean() });
export type SubscribeToOrderAnswer = z.infer<typeof SubscribeToOrderAnswer>;

/**
 * The caller's shipment notifications (002 §3 "Shipment subscription: all orders, one order, none";
 * listUserShipmentNoficationSubscriptions): all orders, and the orders subscribed one by one, newest first.
 */
export const ShipmentNotificationSubscriptions = z.object({
  allOrders: z.boolean(),
  orders: z.array(z.object({ orderID: z.string(), orderNumber: z.string(), title: z.string() })),
});
export type ShipmentNotificationSubscriptions = z.infer<typeof ShipmentNotificationSubscriptions>;

export const SubscribeToAllOrdersBody = z.object({ subscribe: z.boolean() });
export type SubscribeToAllOrdersBody = z.input<typeof SubscribeToAllOrdersBody>;
