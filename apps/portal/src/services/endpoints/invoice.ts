import { lazyEndpoints } from '../lazyEndpoint';

export const invoiceEndpoints = /* @__PURE__ */ lazyEndpoints(
  () => import('../endpointCatalogue').then((catalogue) => catalogue.invoiceEndpoints),
  {
    invoiceList: 'invoice.invoiceList',
    getInvoice: 'invoice.get',
    getServiceInvoice: 'serviceInvoice.get',
    getManagedServicesContractInvoice: 'managedServicesContractInvoice.get',
    getSubscriptionInvoice: 'subscriptionInvoice.get',
    getLineItemShipTo: 'managedServicesContractInvoice.getLineItemShipTo',
    print: 'invoice.print',
    exportToExcel: 'invoice.exportToExcel',
    exportUsageData: 'invoice.exportUsageData',
    getExportUsage: 'subscriptionInvoice.getExportUsage',
    payInvoice: 'invoice.pay',
  },
);
