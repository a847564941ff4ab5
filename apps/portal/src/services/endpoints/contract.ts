import { lazyEndpoints } from '../lazyEndpoint';

export const contractEndpoints = /* @__PURE__ */ lazyEndpoints(
  () => import('../endpointCatalogue').then((catalogue) => catalogue.contractEndpoints),
  {
    dashboardListSummary: 'maintenanceContract.dashboardListSummary',
    dashboardListMaintenanceRequests: 'maintenanceContract.dashboardListMaintenanceRequests',
    listContractsByUserAndSourceType: 'maintenanceContract.listContractsByUserAndSourceType',
    getListOfContractTypes: 'maintenanceContract.GetListOfContractTypes',
    getManufacturersList: 'maintenanceContract.getManufacturersList',
    listUserManufacturers: 'device.listUserManufacturers',
    listUserAddresses: 'device.listUserAddresses',
    searchDevices: 'device.searchDevices',
    getDevice: 'device.get',
    getChildInstances: 'device.GetChildInstances',
    exportDevices: 'device.export',
    deleteContract: 'maintenanceContract.Delete',
  },
);
