import { lazyEndpoints } from '../lazyEndpoint';

export const warehouseEndpoints = /* @__PURE__ */ lazyEndpoints(
  () => import('../endpointCatalogue').then((catalogue) => catalogue.warehouseEndpoints),
  {
    warehouseSummary: 'warehouse.summary',
    exportWarehouseSummary: 'warehouse.exportToExcel',
  },
);
