import { lazyEndpoints } from '../lazyEndpoint';

export const orderEndpoints = /* @__PURE__ */ lazyEndpoints(
  () => import('../endpointCatalogue').then((catalogue) => catalogue.orderEndpoints),
  {
    searchOrders: 'order.searchPage',
    getOrderSearchOptions: 'order.getSearchOptions',
    getOrderWithItemGroups: 'order.getOrderWithItemGroups',
    getItemStatusHistory: 'document.getItemStatusHistory',
    getItemStatus: 'document.getItemStatus',
    getStatusHistoryLineNumbers: 'document.getStatusHistoryLineNumbers',
    getOrderHistory: 'order.getOrderHistory',
    printToPDF: 'order.printToPDF',
    exportPartsList: 'order.exportPartsList',
    exportToExcel: 'order.exportToExcel',
    orderSearchListExportToExcel: 'order.orderSearchListExportToExcel',
    exportOrderSerialNumber: 'order.exportOrderSerialNumber',
  },
);
