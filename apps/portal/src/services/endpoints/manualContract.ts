import { lazyEndpoints } from '../lazyEndpoint';

export const manualContractEndpoints = /* @__PURE__ */ lazyEndpoints(
  () => import('../endpointCatalogue').then((catalogue) => catalogue.manualContractEndpoints),
  {
    getContractUploadManufacturers: 'manualContract.getContractUploadManufacturers',
    listCurrentManufacturers: 'manualContract.listCurrentManufacturers',
    getMaintenanceContracts: 'manualContract.getMaintenanceContracts',
    deleteManufacturerContracts: 'manualContract.deleteManufacturerContracts',
    downloadContractTemplate: 'manualContract.downloadTemplate',
    uploadManualContracts: 'manualContract.uploadFile',
  },
);
