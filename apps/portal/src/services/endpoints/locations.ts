import { lazyEndpoints } from '../lazyEndpoint';

export const locationEndpoints = /* @__PURE__ */ lazyEndpoints(
  () => import('../endpointCatalogue').then((catalogue) => catalogue.locationEndpoints),
  { listOffices: 'locations.listOffices' },
);
