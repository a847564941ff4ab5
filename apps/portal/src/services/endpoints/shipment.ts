import { lazyEndpoints } from '../lazyEndpoint';

export const shipmentEndpoints = /* @__PURE__ */ lazyEndpoints(
  () => import('../endpointCatalogue').then((catalogue) => catalogue.shipmentEndpoints),
  {
    getShipmentDetailsBasedOnId: 'shipment.getShipmentDetailsBasedOnId',
    exportShipment: 'shipment.export',
    listOrderShipments: 'shipment.listForOrder',
    setSubscribeToOrder: 'order.setSubscribeToOrder',
    listUserShipmentNotificationSubscriptions: 'order.listUserShipmentNoficationSubscriptions',
    setSubscribeToAllOrders: 'order.SetSubscribeToAllOrders',
    unsubscribeAllShipmentNotifications: 'order.unsubscribeAllShipmentNotifications',
  },
);
