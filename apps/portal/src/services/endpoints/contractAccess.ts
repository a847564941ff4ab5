import { lazyEndpoints } from '../lazyEndpoint';

export const contractAccessEndpoints = /* @__PURE__ */ lazyEndpoints(
  () => import('../endpointCatalogue').then((catalogue) => catalogue.contractAccessEndpoints),
  {
    getContractAccess: 'user.getContractAccess',
    setAccessAllMaintenanceContracts: 'user.setAccessAllMaintenanceContracts',
    assignContractsAndManufacturers: 'user.assignContractsAndManufacturers',
    unassignContractsAndManufacturers: 'user.unassignContractsAndManufacturers',
  },
);
