import { lazyEndpoints } from '../lazyEndpoint';

export const requisitionEndpoints = /* @__PURE__ */ lazyEndpoints(
  () => import('../endpointCatalogue').then((catalogue) => catalogue.requisitionEndpoints),
  {
    listRequisitions: 'requisition.list',
    getRequisition: 'requisition.get',
    deleteRequisitionItem: 'requisition.deleteItem',
    deleteRequisitionBundle: 'requisition.deleteBundle',
    exportRequisitionSearchList: 'requisition.exportsearchlist',
    downloadRequisition: 'requisition.download',
    listPendingRequisitions: 'requisition.listpending',
  },
);
