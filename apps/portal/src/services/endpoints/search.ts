import { lazyEndpoints } from '../lazyEndpoint';

export const searchEndpoints = /* @__PURE__ */ lazyEndpoints(
  () => import('../endpointCatalogue').then((catalogue) => catalogue.searchEndpoints),
  { searchDocuments: 'document.search' },
);
