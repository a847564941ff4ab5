import { lazyEndpoints } from '../lazyEndpoint';

export const workItemEndpoints = /* @__PURE__ */ lazyEndpoints(
  () => import('../endpointCatalogue').then((catalogue) => catalogue.workItemEndpoints),
  {
    saveSiteTransferAndServiceLevelRequests: 'workItem.saveSiteTransferAndServiceLevel',
    addRMAUpdateRequest: 'workItem.addRMAUpdate',
    addAssociateUserCCOIDWithContractRequest: 'workItem.addAssociateUserCCOIDWithContract',
    addGeneralInquiryRequest: 'workItem.addGeneralInquiry',
    addServiceLevelConsolidationContractRequest: 'workItem.addServiceLevelConsolidationContract',
    addNewCoverageRequest: 'workItem.addNewCoverage',
    addItems: 'workItem.addItems',
    getItems: 'workItem.getItems',
    getListSelectedContracts: 'workItem.getListSelectedContracts',
    deleteItem: 'workItem.deleteItem',
    listAvailableContracts: 'workItem.listAvailableContracts',
    getInstallSites: 'workItem.getInstallSites',
    getProductInstances: 'workItem.getProductInstances',
    getRequestItem: 'workItem.getRequestItem',
    setStatus: 'workItem.setStatus',
    getHistory: 'workItem.getHistory',
    listRequestForStorefront: 'workItem.listRequestForStorefront',
    getRequesters: 'workItem.getRequesters',
    getStatuses: 'workItem.getStatuses',
    listRequestsByDevice: 'workItem.listRequestsByDevice',
  },
);
