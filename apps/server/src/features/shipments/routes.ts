import { type Shipment, shipmentEndpoints } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { fileResponse } from '../../files/response';
import { writeXlsx, XLSX_CONTENT_TYPE, type XlsxColumn } from '../../files/xlsx';
import type { RouteRegistrar } from '../../http/registrar';
import {
  findVisibleShipment,
  notificationSubscriptions,
  orderShipments,
  setAllOrdersSubscription,
  setOrderSubscription,
  shipmentDetail,
  unsubscribeAll,
} from './store';

type ExportRow = Shipment['containers'][number]['items'][number] & {
  trackingNumber: string;
  trackingUrl: string;
  orderNumber: string;
};

const exportColumns = (internal: boolean): XlsxColumn<ExportRow>[] => [
  ...(internal
    ? [{ header: formatMessage('Shipment.Order'), value: (row: ExportRow) => row.orderNumber, width: 14 }]
    : []),
  { header: formatMessage('Shipment.Item'), value: (row) => row.indexNumber, format: 'integer', width: 8 },
  ...(internal
    ? [
        {
          header: formatMessage('Shipment.Line'),
          value: (row: ExportRow) => row.lineNumber,
          format: 'integer' as const,
          width: 8,
        },
      ]
    : []),
  { header: formatMessage('Shipment.Part'), value: (row) => row.manufacturerPart, width: 22 },
  { header: formatMessage('Shipment.Description'), value: (row) => row.description, width: 40 },
  { header: formatMessage('Shipment.Quantity'), value: (row) => row.quantity, format: 'integer', width: 10 },
  { header: formatMessage('Shipment.Serials'), value: (row) => row.serialNumbers.join(', '), width: 30 },
  { header: formatMessage('Shipment.TrackingNumber'), value: (row) => row.trackingNumber, width: 22 },
  { header: formatMessage('Shipment.TrackingUrl'), value: (row) => row.trackingUrl, width: 50 },
];

/** Shipments: the detail, an order's shipments, the subscription to an order's shipment mail (issue 17). */
export function shipmentRoutes(route: RouteRegistrar): void {
  route(shipmentEndpoints.getShipmentDetailsBasedOnId, async ({ query, services, user }) =>
    shipmentDetail(services.db, await findVisibleShipment(services.db, user(), query.id)),
  );

  route(shipmentEndpoints.exportShipment, async ({ query, services, user }) => {
    const shipment = await shipmentDetail(
      services.db,
      await findVisibleShipment(services.db, user(), query.id),
    );
    const rows = shipment.containers.flatMap((container) =>
      container.items.map((item) => ({
        ...item,
        trackingNumber: container.trackingNumber,
        trackingUrl: container.trackingUrl,
        orderNumber: shipment.orderNumber,
      })),
    );
    const bytes = await writeXlsx([
      { name: formatMessage('Shipment.Export.Sheet'), columns: exportColumns(query.forinternal), rows },
    ]);
    return fileResponse(bytes, `shipment-${shipment.number}.xlsx`, XLSX_CONTENT_TYPE);
  });

  route(shipmentEndpoints.listOrderShipments, async ({ query, services, user }) =>
    orderShipments(services.db, user(), query.id),
  );

  route(shipmentEndpoints.setSubscribeToOrder, async ({ body, services, user }) =>
    setOrderSubscription(services.db, user(), body.orderID, body.subscribe),
  );

  route(shipmentEndpoints.listUserShipmentNotificationSubscriptions, async ({ services, user }) =>
    notificationSubscriptions(services.db, user()),
  );

  route(shipmentEndpoints.setSubscribeToAllOrders, async ({ body, services, user }) =>
    setAllOrdersSubscription(services.db, user(), body.subscribe),
  );

  route(shipmentEndpoints.unsubscribeAllShipmentNotifications, async ({ services, user }) =>
    unsubscribeAll(services.db, user()),
  );
}
