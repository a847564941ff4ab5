import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { anyOf } from '../permissions';
import { WarehouseFilterQuery, WarehouseSummary, WarehouseSummaryQuery } from '../schemas/warehouse';

/** Who reads the warehouse summary (001 §2 /warehouse-summary: orders|ordersMenuStorefront). */
export const WAREHOUSE_READ_PERMISSION = /* @__PURE__ */ anyOf('orders', 'ordersMenuStorefront');

const scope =
  "The goods of the caller's company (whoever placed their order); other companies' goods, affiliated ones' included, are never shown.";

/**
 * The warehouse summary (issue 17; the documents name only the route): the goods the reseller holds for the
 * customer, received, staged for deployment and shipped, by location and order, and their XLSX export.
 */
export const warehouseEndpoints = {
  warehouseSummary: defineEndpoint({
    id: 'warehouse.summary',
    method: 'GET',
    path: 'V1.0/Warehouse/summary',
    access: 'user',
    permission: WAREHOUSE_READ_PERMISSION,
    query: WarehouseSummaryQuery,
    answer: WarehouseSummary,
    summary: `A page of the goods the reseller holds or held for the company (20 by default) by location, then newest order first, filtered by location, status (Received 1, Staged for Deployment 2, Shipped 3) and order number, with the quantities of every match in each state, the value still held, and each location's quantities. ${scope}`,
  }),
  exportWarehouseSummary: defineEndpoint({
    id: 'warehouse.exportToExcel',
    method: 'GET',
    path: 'V1.0/Warehouse/exportToExcel',
    access: 'user',
    permission: WAREHOUSE_READ_PERMISSION,
    query: WarehouseFilterQuery,
    answer: z.unknown(),
    answerKind: 'file',
    summary: `Every item the summary's filters match (paging ignored) as an XLSX file. ${scope}`,
  }),
} as const;
