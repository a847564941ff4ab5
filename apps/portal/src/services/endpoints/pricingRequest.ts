import { lazyEndpoints } from '../lazyEndpoint';

export const pricingRequestEndpoints = /* @__PURE__ */ lazyEndpoints(
  () => import('../endpointCatalogue').then((catalogue) => catalogue.pricingRequestEndpoints),
  {
    listPricingRequests: 'pricing.listPricingRequests',
    getPricingRequestData: 'pricing.getPricingRequestData',
    printPricingRequest: 'pricing.print',
    exportPricingRequest: 'pricing.export',
    exportPricingRequestList: 'pricing.ExportToExcel',
  },
);
