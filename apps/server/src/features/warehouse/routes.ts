import { type WarehouseItem, warehouseEndpoints } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { multiplyMoney } from '@b2b-portal/flows/rules';
import { listFileResponse } from '../../files/response';
import { writeXlsx, XLSX_CONTENT_TYPE, type XlsxColumn } from '../../files/xlsx';
import type { RouteRegistrar } from '../../http/registrar';
import { warehouseItemsOf, warehouseSummary } from './store';

/** MM/DD/YYYY (001 §9) of a YYYY-MM-DD date. */
const formatDate = (iso: string | null) =>
  iso ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` : '';

const columns: XlsxColumn<WarehouseItem>[] = [
  { header: formatMessage('Warehouse.Location'), value: (row) => row.location.name, width: 28 },
  { header: formatMessage('Warehouse.Order'), value: (row) => row.order.number, width: 12 },
  { header: formatMessage('Warehouse.Po'), value: (row) => row.po, width: 18 },
  { header: formatMessage('Warehouse.Line'), value: (row) => row.lineNumber ?? '', width: 6 },
  { header: formatMessage('Warehouse.Part'), value: (row) => row.manufacturerPart, width: 20 },
  { header: formatMessage('Warehouse.Description'), value: (row) => row.description, width: 44 },
  { header: formatMessage('Warehouse.Status'), value: (row) => row.statusName, width: 22 },
  { header: formatMessage('Warehouse.Quantity'), value: (row) => row.quantity, format: 'integer' },
  { header: formatMessage('Warehouse.UnitPrice'), value: (row) => row.unitPrice, format: 'money' },
  {
    header: formatMessage('Warehouse.Value'),
    value: (row) => multiplyMoney(row.unitPrice, row.quantity),
    format: 'money',
  },
  { header: formatMessage('Warehouse.ReceivedDate'), value: (row) => formatDate(row.receivedDate) },
  { header: formatMessage('Warehouse.StagedDate'), value: (row) => formatDate(row.stagedDate) },
  { header: formatMessage('Warehouse.ShippedDate'), value: (row) => formatDate(row.shippedDate) },
  { header: formatMessage('Warehouse.Shipment'), value: (row) => row.shipment?.number ?? '' },
  { header: formatMessage('Warehouse.Serials'), value: (row) => row.serialNumbers.join(', '), width: 28 },
  { header: formatMessage('Warehouse.AssetTags'), value: (row) => row.assetTags.join(', '), width: 24 },
];

/** The warehouse summary and its export (issue 17; see features/warehouse/store.ts for the scope). */
export function warehouseRoutes(route: RouteRegistrar): void {
  route(warehouseEndpoints.warehouseSummary, async ({ query, services, user }) => {
    const { start, size, ...filters } = query;
    return warehouseSummary(services.db, user(), filters, { start, size });
  });

  route(warehouseEndpoints.exportWarehouseSummary, async ({ query, services, user }) => {
    const rows = await warehouseItemsOf(services.db, user(), query);
    const bytes = await writeXlsx([{ name: formatMessage('Warehouse.Export.Sheet'), columns, rows }]);
    return listFileResponse(bytes, 'warehouse-summary.xlsx', XLSX_CONTENT_TYPE, rows.length);
  });
}
