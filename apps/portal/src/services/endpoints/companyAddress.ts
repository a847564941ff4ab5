import { lazyEndpoints } from '../lazyEndpoint';

export const companyAddressEndpoints = /* @__PURE__ */ lazyEndpoints(
  () => import('../endpointCatalogue').then((catalogue) => catalogue.companyAddressEndpoints),
  {
    listStorefrontContactsByIndex: 'company.listStorefrontContactsByIndex',
    listCompanyAddresses: 'company.listCompanyAddresses',
    upsertAddress: 'company.upsertaddress',
    modifyAddress: 'company.modifyAddress',
    updateAddressStatus: 'company.updateAddressStatus',
    modifyContact: 'company.modifyContact',
    updateContactStatus: 'company.updateContactStatus',
  },
);
