import { lazyEndpoints } from '../lazyEndpoint';

export const accountEndpoints = /* @__PURE__ */ lazyEndpoints(
  () => import('../endpointCatalogue').then((catalogue) => catalogue.accountEndpoints),
  {
    getProfile: 'user.getProfile',
    modifyProfile: 'user.modifyProfile',
    changePassword: 'user.changePassword',
    getPunchOutProfile: 'user.getPunchOutProfile',
    setPunchOutProfile: 'user.setPunchOutProfile',
    modifyAddress: 'companyuser.modifyAddress',
    deleteAddress: 'companyuser.deleteAddress',
    modifyContact: 'companyuser.modifyContact',
    deleteContact: 'companyuser.deleteContact',
  },
);
