import { lazyEndpoints } from '../lazyEndpoint';

export const ssoEndpoints = /* @__PURE__ */ lazyEndpoints(
  () => import('../endpointCatalogue').then((catalogue) => catalogue.ssoEndpoints),
  {
    hasSamlConfiguration: 'company.hasSamlConfiguration',
    ssoLogin: 'saml.login',
    getSamlConfiguration: 'company.getSamlConfiguration',
    saveSamlConfiguration: 'company.saveSamlConfiguration',
  },
);
