import { lazyEndpoints } from '../lazyEndpoint';

export const vendorSupportEndpoints = /* @__PURE__ */ lazyEndpoints(
  () => import('../endpointCatalogue').then((catalogue) => catalogue.vendorSupportEndpoints),
  {
    vendorAuthClientId: 'vendorOAuth.getAuthClientId',
    vendorAuth: 'vendorOAuth.auth',
    vendorRefresh: 'vendorOAuth.refresh',
    searchBugs: 'bug.search',
    getBug: 'bug.get',
    searchRmas: 'rma.search',
    getRma: 'rma.get',
    searchSupportCases: 'case.search',
    getSupportCase: 'case.get',
  },
);
