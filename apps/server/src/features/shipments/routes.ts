import { shipmentEndpoints } from '@b2b-portal/api';
import type { RouteRegistrar } from '../../http/registrar';
import { findVisibleShipment, orderShipments, setOrderSubscription, shipmentDetail } from './store';

/** Shipments: the detail, an order's shipments, the subscription to an order's shipment mail (issue 17). */
export function shipmentRoutes(route: RouteRegistrar): void {
  route(shipmentEndpoints.getShipmentDetailsBasedOnId, async ({ query, services, user }) =>
    shipmentDetail(services.db, await findVisibleShipment(services.db, user(), query.id)),
  );

  route(shipmentEndpoints.listOrderShipments, async ({ query, services, user }) =>
    orderShipments(services.db, user(), query.id),
  );

  route(shipmentEndpoints.setSubscribeToOrder, async ({ body, services, user }) =>
    setOrderSubscription(services.db, user(), body.orderID, body.subscribe),
  );
}
